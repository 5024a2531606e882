// The per-page inline-script hashes reach the middleware through its built bundle: `npm run build`
// (scripts/lib/csp-manifest-writer.mjs) replaces this string in the bundle with the manifest's JSON.
// A build that skipped that step keeps the placeholder, which parses to no manifest, and the middleware
// then sends `script-src 'self'` alone: the pages' inline scripts are refused, never let through.
export const CSP_MANIFEST = '__PLAINGUARD_CSP_MANIFEST__'
