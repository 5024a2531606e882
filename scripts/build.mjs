// The production build, in two passes, so that script-src can list the hash of every inline script
// of every prerendered page without 'unsafe-inline' and without making pages dynamic (nonces would):
//   1. `next build`, then hash the inline scripts of the HTML it prerendered (both jwt variants);
//   2. `next build` again with the hashes inlined into middleware.ts, then check that the pages of
//      this second build hash the same (the build id comes from the commit, so they do);
//   3. put the stylesheet into each prerendered page (lib/inline-stylesheets.mjs), so that a first
//      visit paints without waiting for it. Only <style> and <link> change: the script hashes hold.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineStylesheets } from '../lib/inline-stylesheets.mjs'
import { CSP_HASHES_FILE } from '../next.config.mjs'
import { appDir, buildManifest, htmlFiles } from './csp-hashes.mjs'

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
/** Whether the inline scripts of the built pages are still the ones hashed after the first pass. */
const pagesMatchHashes = () => `${JSON.stringify(buildManifest())}\n` === hashes
writeFileSync(CSP_HASHES_FILE, hashes)
console.log(`\nbuild: inline-script hashes written to ${CSP_HASHES_FILE}; building again with them\n`)

nextBuild('final')
if (!pagesMatchHashes()) {
  console.error(`build: the second build's pages do not match ${CSP_HASHES_FILE}: their inline scripts changed between passes`)
  process.exit(1)
}
console.log('build: every prerendered page matches the hashes in its Content-Security-Policy')

/** @param {string} href /_next/static/… */
const readStylesheet = (href) => readFileSync(join('.next', href.replace(/^\/_next\//, '')), 'utf8')
const pages = htmlFiles(appDir)
const unstyled = pages.filter((file) => {
  const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet)
  if (inlined.length) writeFileSync(file, html)
  return !inlined.length
})
// Next's error shell (_global-error) renders without the site's stylesheet; every other page has one.
if (unstyled.some((file) => !file.endsWith('_global-error.html'))) {
  console.error(`build: no stylesheet link to inline in ${unstyled.join(', ')}: has Next changed its markup?`)
  process.exit(1)
}
if (!pagesMatchHashes()) {
  console.error('build: inlining the stylesheets changed the inline scripts of a page')
  process.exit(1)
}
console.log(`build: stylesheet inlined in ${pages.length - unstyled.length} of ${pages.length} prerendered pages`)
