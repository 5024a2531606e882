// Not next.config's redirects(): OpenNext answers those without next.config's security headers (the Worker).
/** A permanent redirect: an exact path, or a section alias ending in `/:slug` that keeps the last segment. */
export type Redirect = { source: string; destination: string }

/**
 * Where a path moved to: by the first matching entry of the table, its trailing slashes dropped first, or to itself
 * without them; undefined when it did not move. One leading slash, so `//host/` never leads to another host.
 */
export function redirectTarget(path: string, table: readonly Redirect[]): string | undefined {
  const trimmed = `/${path.replace(/^\/+|\/+$/g, '')}`
  return tableTarget(trimmed, table) ?? (trimmed === path ? undefined : trimmed)
}

function tableTarget(path: string, table: readonly Redirect[]): string | undefined {
  for (const { source, destination } of table) {
    if (!source.endsWith('/:slug')) {
      if (path === source) return destination
      continue
    }
    const prefix = source.slice(0, -':slug'.length)
    const slug = path.startsWith(prefix) ? path.slice(prefix.length) : ''
    if (slug && !slug.includes('/')) return destination.replace(':slug', slug)
  }
  return undefined
}
