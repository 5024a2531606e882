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

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The validated values, defaults applied, are what Next inlines into server and browser code.
  env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
  async headers() {
    // Sentry's browser profiling (after consent) needs the JS Self-Profiling API.
    return [{ source: '/:path*', headers: [{ key: 'Document-Policy', value: 'js-profiling' }] }]
  },
}

export default nextConfig
