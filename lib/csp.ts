import { cspDirectives } from '#lib/csp-directives'
import type { Site } from '#lib/site'

/** `npm run build` adds the page's inline-script hashes (scripts/lib/page-policy.ts), so no 'unsafe-inline' is needed. */
export function contentSecurityPolicy({
  url,
  apiUrl,
  statuspageUrl,
  sentryDsn,
}: Pick<Site, 'url' | 'apiUrl' | 'statuspageUrl' | 'sentryDsn'>): string {
  const connect = new Set(["'self'", new URL(apiUrl).origin, new URL(statuspageUrl).origin])
  if (sentryDsn) connect.add(new URL(sentryDsn).origin)
  const upgradeInsecureRequests = new URL(url).protocol === 'https:'
  return cspDirectives({ connectSources: [...connect], upgradeInsecureRequests }).join('; ')
}
