// The production build, in two passes, so that script-src can list the hash of every inline script
// of every prerendered page without 'unsafe-inline' and without making pages dynamic (nonces would):
//   1. `next build`, then hash the inline scripts of the HTML it prerendered (both jwt variants);
//   2. `next build` again with the hashes inlined into middleware.ts, then check that the pages of
//      this second build hash the same (the build id comes from the commit, so they do).
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { CSP_HASHES_FILE } from '../next.config.mjs'
import { buildManifest } from './csp-hashes.mjs'

/** @param {'hash' | 'final'} pass */
function nextBuild(pass) {
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, PLAINGUARD_BUILD_PASS: pass },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

nextBuild('hash')
const hashes = `${JSON.stringify(buildManifest())}\n`
writeFileSync(CSP_HASHES_FILE, hashes)
console.log(`\nbuild: inline-script hashes written to ${CSP_HASHES_FILE}; building again with them\n`)

nextBuild('final')
if (`${JSON.stringify(buildManifest())}\n` !== hashes) {
  console.error(`build: the second build's pages do not match ${CSP_HASHES_FILE}: their inline scripts changed between passes`)
  process.exit(1)
}
console.log('build: every prerendered page matches the hashes in its Content-Security-Policy')
