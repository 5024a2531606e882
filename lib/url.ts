/**
 * A URL without its query string and fragment: they can carry personal data (the unsubscribe page's
 * ?email=), which must never reach analytics or error reports. Relative URLs stay relative.
 */
export function stripQuery(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}
