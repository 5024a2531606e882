import { cspDirectives } from './csp-directives.ts'
import type { Site } from './site.ts'

/**
 * The Content-Security-Policy a page carries in its <head> (components/layout/page-policy.tsx): scripts
 * only from this origin, plus, once `npm run build` has added them, the hashes of the page's inline
 * scripts (no 'unsafe-inline', no 'unsafe-eval'); connections only to the site, the API, the status page
 * and Sentry; insecure requests upgraded when the site's configured address is https.
 */
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
