/**
 * A URL without its query string and fragment: they can carry personal data (the unsubscribe page's
 * ?email=), which must never reach analytics or error reports. Relative URLs stay relative.
 */
export function stripQuery(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Whether a path's percent-escapes decode (`/blog/%ff` and `/blog/%` do not). */
export function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The content editor's page and API (Keystatic: app/keystatic, app/api/keystatic), routes under `next dev` only. */
export function isEditorPath(path: string): boolean {
  return /^\/(api\/)?keystatic(\/|$)/.test(path)
}

/** A route handler under /api/ (the registered-lookalike check): it answers for itself. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/')
}

/** A path to a file (`/logo.svg`, `/blog/rss.xml`) or to Next's own assets: not a page. */
export function isFilePath(path: string): boolean {
  return /\.[a-zA-Z0-9]+$/.test(path) || path.startsWith('/_next/') || path.startsWith('/_vercel/')
}

/**
 * The address and token of an unsubscribe link: from the fragment (`#email=…&token=…`, the form the
 * API's emails use: browsers never send it, so no server, log or Referer sees it), else from the
 * query of links sent before (`?email=…&token=…`).
 */
export function unsubscribeLink(search: string, hash: string): { email: string; token: string } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const query = new URLSearchParams(search)
  const source = fragment.has('email') || fragment.has('token') ? fragment : query
  return { email: source.get('email') ?? '', token: source.get('token') ?? '' }
}

/**
 * The domain a link to the demo form carries: `#domain=` (the lookalike checker's hand-off: a fragment
 * never reaches a server or its logs), else `?domain=`. Untrusted text: the form validates it.
 */
export function linkedDomain(search: string, hash: string): string {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  return (fragment.get('domain') ?? new URLSearchParams(search).get('domain') ?? '').trim()
}
