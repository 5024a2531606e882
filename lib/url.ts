/** A URL without query or fragment, which can carry personal data (?email=) that reports must not. */
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

/** An unsubscribe link's address and token: from the fragment, which no request carries, else the query. */
export function unsubscribeLink(search: string, hash: string): { email: string; token: string } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const query = new URLSearchParams(search)
  const source = fragment.has('email') || fragment.has('token') ? fragment : query
  return { email: source.get('email') ?? '', token: source.get('token') ?? '' }
}

/** The domain a demo-form link carries: `#domain=` (kept out of logs), else `?domain=`; untrusted text. */
export function linkedDomain(search: string, hash: string): string {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  return (fragment.get('domain') ?? new URLSearchParams(search).get('domain') ?? '').trim()
}
