// The Content-Security-Policy's directives, written once: next.config.mjs (through lib/security-headers.ts:
// the baseline policy of every response) and the middleware (lib/csp.ts: each page's policy, with its
// script hashes) both read them.

/**
 * A policy's directives. Without page sources it is the baseline: scripts from this origin only, no
 * connections but to it, nothing may frame the site or run as a plugin.
 */
export function cspDirectives({
  scriptHashes = [],
  connectSources,
  upgradeInsecureRequests = false,
}: { scriptHashes?: string[]; connectSources?: string[]; upgradeInsecureRequests?: boolean } = {}): string[] {
  const forPage = connectSources !== undefined
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
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
    "frame-ancestors 'none'",
    ...(forPage ? ["manifest-src 'self'"] : []),
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ]
}

/**
 * The policy of every response the middleware does not answer (files, feeds, images), and the floor
 * under pages: if a page ever reached a visitor without the middleware's policy, this one would refuse
 * its inline scripts rather than let any script run.
 */
export const baselinePolicy = cspDirectives().join('; ')
