// Cloudflare serves a Worker's static assets (Next's /_next/static files, public/) without running the
// Worker, so next.config's headers never reach them. Its `_headers` file (Workers static assets, the
// same format as Pages) gives them the same security headers, and Next's scripts and styles the
// cache lifetime `next start` sends. Pages, feeds and images rendered by the Worker keep getting
// theirs from next.config and the middleware.

/**
 * The `_headers` file for the Worker's assets.
 * @param {readonly { key: string, value: string }[]} securityHeaders lib/security-headers.ts
 */
export function headersFile(securityHeaders) {
  return [
    '# Written by `npm run build:cloudflare` from lib/security-headers.ts.',
    '/*',
    ...securityHeaders.map(({ key, value }) => `  ${key}: ${value}`),
    // Content-hashed file names: as `next start` sends them.
    '/_next/static/*',
    '  cache-control: public, max-age=31536000, immutable',
    '',
  ].join('\n')
}
