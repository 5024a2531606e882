// The security headers of every response, in one place: next.config.mjs, the middleware's own answers and the
// Worker's `_headers` send these; deploy/nginx repeats them, and the proxy check (e2e/checks/proxy.check.ts) fails if it differs.
import { baselinePolicy } from '#lib/csp'

const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Lower-case names, as Headers writes them, so a host merging headers by name (OpenNext) lets a page's policy replace the baseline. */
export const securityHeaders: readonly { key: string; value: string }[] = [
  { key: 'content-security-policy', value: baselinePolicy },
  { key: 'strict-transport-security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  { key: 'permissions-policy', value: permissionsPolicy },
  { key: 'cross-origin-opener-policy', value: 'same-origin' },
  { key: 'x-frame-options', value: 'DENY' },
  // Sentry's browser profiling (after consent) needs the JS Self-Profiling API; with no DSN nothing profiles.
  ...(process.env.NEXT_PUBLIC_SENTRY_DSN ? [{ key: 'document-policy', value: 'js-profiling' }] : []),
]
