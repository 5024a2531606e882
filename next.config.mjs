import { execSync } from 'node:child_process'
import { buildVersion, parseEnv } from './lib/env.mjs'

function readGitHead() {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString()
  } catch {
    return undefined
  }
}

const version = buildVersion(process.env, readGitHead)

// Fail `next build` (and `next start`) at once, naming the variable, if the configuration is bad.
const env = parseEnv({ ...process.env, NEXT_PUBLIC_BUILD_VERSION: version })

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

/**
 * The policy of every response the middleware does not answer (files, feeds, images), and the floor
 * under pages: if a page ever reached a visitor without the middleware's policy, this one would refuse
 * its inline scripts rather than let any script run. Pages get theirs, with their hashes, from middleware.ts.
 */
const baselinePolicy = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

/** Sent with every response. */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: baselinePolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // Sentry's browser profiling (after consent) needs the JS Self-Profiling API.
  { key: 'Document-Policy', value: 'js-profiling' },
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `npm run bench` builds into a folder of its own, so its stand-in API build never replaces .next.
  distDir: process.env.PLAINGUARD_DIST_DIR || '.next',
  poweredByHeader: false,
  // Every image is an SVG served as it is; the optimiser route (/_next/image) would only be an open door.
  images: { unoptimized: true },
  reactStrictMode: true,
  // The validated values, defaults applied, are what Next inlines into server and browser code.
  env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

export default nextConfig
