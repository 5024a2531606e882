/** A query string can carry personal data (?email=) that reports must not. */
export function stripQuery(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

export function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** Keystatic (app/keystatic, app/api/keystatic) is routed under `next dev` only. */
export function isEditorPath(path: string): boolean {
  return /^\/(api\/)?keystatic(\/|$)/.test(path)
}

export function isApiPath(path: string): boolean {
  return path.startsWith('/api/')
}

export function isFilePath(path: string): boolean {
  return /\.[a-zA-Z0-9]+$/.test(path) || path.startsWith('/_next/') || path.startsWith('/_vercel/')
}

/** The fragment is read first because no request carries it; the query is the fallback. */
export function unsubscribeLink(search: string, hash: string): { email: string; token: string } {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const query = new URLSearchParams(search)
  const source = fragment.has('email') || fragment.has('token') ? fragment : query
  return { email: source.get('email') ?? '', token: source.get('token') ?? '' }
}

/** `#domain=` keeps the domain out of logs; `?domain=` is the fallback. The result is untrusted text. */
export function linkedDomain(search: string, hash: string): string {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  return (fragment.get('domain') ?? new URLSearchParams(search).get('domain') ?? '').trim()
}
