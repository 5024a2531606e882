import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { buildVersion, parseEnv } from './lib/env.mjs'

function readGitHead() {
  try {
    return execSync('git rev-parse HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString()
  } catch {
    return undefined
  }
}

const version = buildVersion(process.env, readGitHead)

/**
 * A fingerprint of the sources, for builds outside git with no commit variable.
 * @param {string[]} paths
 * @returns {string}
 */
function sourceFingerprint(paths) {
  const hash = createHash('sha256')
  /** @param {string} path */
  const add = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = join(path, entry.name)
      if (entry.isDirectory()) add(child)
      else hash.update(child).update(readFileSync(child))
    }
  }
  for (const path of paths) add(path)
  return hash.digest('hex').slice(0, 20)
}

/**
 * The build id is written into every page's inline scripts, whose hashes the CSP lists (see
 * scripts/build.mjs): it must be the same on both build passes, so it comes from the commit.
 */
function buildId() {
  const sha = (process.env.VERCEL_GIT_COMMIT_SHA || process.env.NEXT_PUBLIC_COMMIT_SHA || readGitHead())?.trim()
  return sha && /^[0-9a-f]{7,40}$/i.test(sha) ? sha.toLowerCase() : sourceFingerprint(['app', 'components', 'content', 'lib', 'public'])
}

// Fail `next build` (and `next start`) at once, naming the variable, if the configuration is bad.
const env = parseEnv({ ...process.env, NEXT_PUBLIC_BUILD_VERSION: version })

/** Written by scripts/build.mjs between its two passes; middleware.ts sends these hashes in the CSP. */
export const CSP_HASHES_FILE = '.csp-hashes.json'

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

/** Sent with every response; the Content-Security-Policy comes from middleware.ts (it differs per page). */
const securityHeaders = [
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
  poweredByHeader: false,
  generateBuildId: buildId,
  reactStrictMode: true,
  // The validated values, defaults applied, are what Next inlines into server and browser code.
  env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
}

/** @param {string} phase */
export default function config(phase) {
  const pass = process.env.PLAINGUARD_BUILD_PASS
  // `next typegen` loads the config in the build phase too; only a real `next build` must be two-pass.
  const isNextBuild = process.argv.slice(2).includes('build')
  if (phase === PHASE_PRODUCTION_BUILD && isNextBuild && pass !== 'hash' && pass !== 'final') {
    throw new Error(
      'Build with `npm run build` (scripts/build.mjs): it builds twice so the Content-Security-Policy can list the hash of every inline script.',
    )
  }
  // Inlined into the middleware only (the one place that reads it); empty on the first pass.
  const cspHashes = pass === 'final' && existsSync(CSP_HASHES_FILE) ? readFileSync(CSP_HASHES_FILE, 'utf8') : ''
  return { ...nextConfig, env: { ...nextConfig.env, CSP_HASHES: cspHashes } }
}
