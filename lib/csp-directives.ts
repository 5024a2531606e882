// The Content-Security-Policy's directives, written once: next.config.mjs (through lib/security-headers.ts:
// the baseline policy of every response), lib/csp.ts (each page's policy) and the middleware (each page's
// header) read them.

/**
 * A page's Content-Security-Policy header: nothing may frame the site, the one directive its <meta>
 * policy (lib/csp.ts) cannot carry. It says nothing about scripts, which the <meta> alone decides.
 */
export const pageHeaderPolicy = "frame-ancestors 'none'"

/**
 * A policy's directives. Without page sources it is the baseline: scripts from this origin only, no
 * connections but to it, nothing may frame the site or run as a plugin.
 */
export function cspDirectives({
  connectSources,
  upgradeInsecureRequests = false,
}: { connectSources?: string[]; upgradeInsecureRequests?: boolean } = {}): string[] {
  const forPage = connectSources !== undefined
  return [
    "default-src 'self'",
    // A page's inline scripts: `npm run build` adds their hashes here, in each prerendered page (scripts/lib/page-policy.mjs).
    "script-src 'self'",
    ...(forPage
      ? [
          // Next and React set style attributes (next/image, transitions); styles cannot run code.
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "font-src 'self'",
          `connect-src ${connectSources.join(' ')}`,
          // Sentry's session replay compresses in a worker it starts from a blob.
          "worker-src 'self' blob:",
        ]
      : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forPage ? ["manifest-src 'self'"] : [pageHeaderPolicy]),
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ]
}

/**
 * The policy of every response the middleware does not answer (files, feeds, images), and the floor
 * under pages: if a page ever reached a visitor without the middleware's header, this one would refuse
 * its inline scripts rather than let any script run.
 */
export const baselinePolicy = cspDirectives().join('; ')
