import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { withContentCollections } from '@content-collections/next'
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants.js'
import { pagePoliciesWritten, scriptPolicyApplies } from '#lib/csp'
import { buildVersion, inlinedEnv, launchBuild, parseEnv } from '#lib/env'
import { securityHeaders } from '#lib/security-headers'
import { refuseStandIns, standInsUnder } from '#lib/stand-ins'

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

// The proof fixtures' build (npm run test:e2e:proof) goes to a folder of its own: .next-proof.
const distDir = process.env.PLAINGUARD_DIST_DIR || '.next'

/**
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  distDir,
  // BUILD_STANDALONE=1: .next/standalone, a server.js with the files it needs (the Dockerfile, the Worker bundle).
  ...(process.env.BUILD_STANDALONE && { output: 'standalone' }),
  // The content editor (Keystatic, app/keystatic and app/api/keystatic) is made of `*.dev.tsx` and
  // `*.dev.ts` route files: routes under `next dev` only, absent from every build.
  ...(phase === PHASE_DEVELOPMENT_SERVER && { pageExtensions: ['dev.tsx', 'dev.ts', 'tsx', 'ts', 'jsx', 'js'] }),
  poweredByHeader: false,
  // The middleware drops a trailing slash itself: on the Worker, Next's own 308 would go out without the security headers.
  skipTrailingSlashRedirect: true,
  // Every image is an SVG served as it is; the optimiser route (/_next/image) would only be an open door.
  images: { unoptimized: true },
  // github-slugger (heading ids, topic addresses) ships ES modules only: listed, next/jest compiles it for the tests.
  transpilePackages: ['github-slugger'],
  // app/global-not-found.tsx: the 404 of an unknown URL is a page of its own, not part of every page's payload.
  experimental: { globalNotFound: true },
  // Next inlines the validated NEXT_PUBLIC_ values; server-only ones are read per request (serverEnv).
  env: inlinedEnv(env),
  async headers() {
    const headers = securityHeaders.filter(({ key }) => scriptPolicyApplies() || key !== 'content-security-policy')
    return [{ source: '/:path*', headers }]
  },
})

// Content (content-collections.ts) is built for `next build` and `next typegen` and watched under `next dev`; a bad
// file stops a production run, naming the file and the field.
export default function config(/** @type {string} */ phase) {
  // Placeholder facts never ship as the company's own from a production deployment.
  if (phase === PHASE_PRODUCTION_BUILD && launchBuild(process.env)) refuseStandIns(standInsUnder('content'))
  // Fail closed: pages that `next build` alone wrote carry no script hashes, so they would never hydrate.
  if (phase === PHASE_PRODUCTION_SERVER && !existsSync(join(distDir, pagePoliciesWritten)))
    throw new Error(
      `${distDir} was built by \`next build\` alone: build with \`npm run build\`, which adds each page's script hashes`,
    )
  return withContentCollections(nextConfig(phase))
}
