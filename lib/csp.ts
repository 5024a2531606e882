import { cspDirectives } from '#lib/csp-directives.ts'
import type { Site } from '#lib/site.ts'

/**
 * A page's <meta> policy. The app writes it without `scriptHashes`; `npm run build` writes it again with the hashes of
 * the page's inline scripts, so no 'unsafe-inline' is needed.
 */
export function contentSecurityPolicy(
  { url, apiUrl, statuspageUrl, sentryDsn }: Pick<Site, 'url' | 'apiUrl' | 'statuspageUrl' | 'sentryDsn'>,
  scriptHashes: string[] = [],
): string {
  const connect = new Set(["'self'", new URL(apiUrl).origin, new URL(statuspageUrl).origin])
  if (sentryDsn) connect.add(new URL(sentryDsn).origin)
  const upgradeInsecureRequests = new URL(url).protocol === 'https:'
  return cspDirectives({ connectSources: [...connect], scriptHashes, upgradeInsecureRequests }).join('; ')
}
