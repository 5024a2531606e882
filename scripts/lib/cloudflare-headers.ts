// Cloudflare serves a Worker's static assets without running the Worker, so next.config's headers never reach
// them: its `_headers` file gives them the same security headers, and the cache lifetime `next start` sends.

/** The `_headers` file for the Worker's assets, from lib/security-headers.ts. */
export function headersFile(securityHeaders: readonly { key: string; value: string }[]) {
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
