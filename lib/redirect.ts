// Not next.config's redirects(): OpenNext answers those without next.config's security headers (the Worker).
/** `source` is an exact path, or a section alias ending in `/:slug` that keeps the last segment. */
export type Redirect = { source: string; destination: string }

/** Trailing slashes are dropped first; one leading slash is kept, so `//host/` never leads to another host. */
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
