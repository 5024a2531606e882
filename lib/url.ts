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

/** A path to a file (`/logo.svg`, `/blog/rss.xml`) or to Next's own assets: not a page. */
export function isFilePath(path: string): boolean {
  return /\.[a-zA-Z0-9]+$/.test(path) || path.startsWith('/_next/') || path.startsWith('/_vercel/')
}
