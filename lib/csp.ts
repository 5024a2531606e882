import { cspDirectives } from './csp-directives.ts'
import type { Site } from './site.ts'

/** A page's <meta> policy: `npm run build` adds its inline scripts' hashes, so no 'unsafe-inline' is needed. */
export function contentSecurityPolicy({
  url,
  apiUrl,
  statuspageUrl,
  sentryDsn,
}: Pick<Site, 'url' | 'apiUrl' | 'statuspageUrl' | 'sentryDsn'>): string {
  const connect = new Set(["'self'", new URL(apiUrl).origin, new URL(statuspageUrl).origin])
  if (sentryDsn) connect.add(new URL(sentryDsn).origin)
  return cspDirectives({ connectSources: [...connect], upgradeInsecureRequests: new URL(url).protocol === 'https:' }).join('; ')
}
