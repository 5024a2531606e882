// The Content-Security-Policy's directives, once, for the baseline header, each page's <meta> and its header.

/** A <meta> policy cannot carry frame-ancestors, so the header does; the <meta> alone decides scripts. */
export const pageHeaderPolicy = "frame-ancestors 'none'"

/** Written into the build folder once every page has its hashes: `next start` refuses a build without it. */
export const pagePoliciesWritten = 'page-policies-written'

/** next dev evaluates and inlines scripts that any policy would block: there, no page, header or <meta>, has one. */
export const scriptPolicyApplies = () => process.env.NODE_ENV !== 'development'

export function cspDirectives({
  connectSources,
  upgradeInsecureRequests = false,
}: { connectSources?: string[]; upgradeInsecureRequests?: boolean } = {}): string[] {
  const forPage = connectSources !== undefined
  return [
    "default-src 'self'",
    // A page's inline scripts' hashes are added by `npm run build` in each prerendered page (scripts/lib/page-policy.ts).
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

/** For files and feeds, and a floor under pages: a page missing its own header runs no inline script. */
export const baselinePolicy = cspDirectives().join('; ')
