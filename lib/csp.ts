// The Content-Security-Policy, once: each page's <meta> (script hashes added by `npm run build`,
// scripts/lib/page-policy.ts), the page's header, and the baseline header for everything else.
import type { Site } from '#lib/site'

/** A <meta> policy cannot carry frame-ancestors, so the header does; the <meta> alone decides scripts. */
export const pageHeaderPolicy = "frame-ancestors 'none'"

/** Written into the build folder once every page has its hashes: `next start` refuses a build without it. */
export const pagePoliciesWritten = 'page-policies-written'

/** next dev evaluates and inlines scripts that any policy would block: there, no page, header or <meta>, has one. */
export const scriptPolicyApplies = () => process.env.NODE_ENV !== 'development'

// In every policy: nothing but the site's own scripts (a page's inline ones by the hashes the build adds).
const first = ["default-src 'self'", "script-src 'self'"]
const last = ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]

function pagePolicy(connectSources: readonly string[], upgradeInsecureRequests = false): string {
  return [
    ...first,
    // Next and React set style attributes (next/image, transitions); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSources.join(' ')}`,
    // Sentry's session replay compresses in a worker it starts from a blob.
    "worker-src 'self' blob:",
    ...last,
    "manifest-src 'self'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** A page's <meta> policy: it connects only to the site, the API, the status page and, with a DSN, Sentry. */
export function contentSecurityPolicy({
  url,
  apiUrl,
  statuspageUrl,
  sentryDsn,
}: Pick<Site, 'url' | 'apiUrl' | 'statuspageUrl' | 'sentryDsn'>): string {
  const connect = new Set(["'self'", new URL(apiUrl).origin, new URL(statuspageUrl).origin])
  if (sentryDsn) connect.add(new URL(sentryDsn).origin)
  return pagePolicy([...connect], new URL(url).protocol === 'https:')
}

/** For Next's error shell, which the app's layouts, and so its policy, do not render: it calls no API. */
export const shellPolicy = pagePolicy(["'self'"])

/** For files and feeds, and a floor under pages: a page missing its own header runs no inline script. */
export const baselinePolicy = [...first, ...last, pageHeaderPolicy].join('; ')
