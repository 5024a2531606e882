// The production build: the MDX content compiled and checked (scripts/content.mjs), one `next
// build`, then one step over what it wrote:
//   1. each prerendered page gets its stylesheet inline (scripts/lib/inline-stylesheets.mjs), so a
//      first visit paints without waiting for it, the 404 the font preload Next leaves out of it
//      (scripts/lib/font-preload.mjs), and every page fetches its JavaScript once its first paint
//      is on screen (scripts/lib/after-first-paint.mjs);
//   2. the inline scripts of every page, in both jwt variants, are hashed (scripts/lib/csp-hashes.mjs);
//   3. those hashes are written into the built middleware (scripts/lib/csp-manifest-writer.mjs), which
//      sends each page its own `script-src 'self' 'sha256-…'`;
//   4. when `next build` also wrote a standalone copy (the OpenNext adapter asks for one: `npm run
//      build:cloudflare`), the files changed above are copied over theirs, so that copy ships the
//      same pages and the same policy (scripts/lib/standalone.mjs).
// A bare `next build` skips the step and fails closed: its middleware has no hashes, sends
// `script-src 'self'` alone, and the pages' inline scripts are refused (no hydration), never allowed.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadAfterFirstPaint } from './lib/after-first-paint.mjs'
import { buildManifest, htmlFiles } from './lib/csp-hashes.mjs'
import { writeCspManifest } from './lib/csp-manifest-writer.mjs'
import { fontUrls, preloadFonts } from './lib/font-preload.mjs'
import { inlineStylesheets } from './lib/inline-stylesheets.mjs'
import { mirrorIntoStandalone } from './lib/standalone.mjs'

const distDir = process.env.PLAINGUARD_DIST_DIR || '.next'
const appDir = join(distDir, 'server', 'app')
/** The manifest as shipped, for reading (the middleware carries its own copy). */
const CSP_HASHES_FILE = join(distDir, 'csp-hashes.json')

/** @param {string} message */
const fail = (message) => {
  console.error(`build: ${message}`)
  process.exit(1)
}

const content = spawnSync('node', ['scripts/content.mjs'], { stdio: 'inherit' })
if (content.status !== 0) process.exit(content.status ?? 1)
const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

/** @param {string} href /_next/static/… */
const readStylesheet = (href) => readFileSync(join(distDir, href.replace(/^\/_next\//, '')), 'utf8')
const fonts = fontUrls(JSON.parse(readFileSync(join(distDir, 'server', 'next-font-manifest.json'), 'utf8')))
const pages = htmlFiles(appDir)
/** @type {string[]} */
const fontPreloaded = []
/** @type {string[]} */
const scriptsNotDeferred = []
const unstyled = pages.filter((file) => {
  const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet)
  if (!inlined.length) return true
  const withFonts = preloadFonts(html, fonts)
  if (withFonts.added) fontPreloaded.push(file)
  try {
    const afterPaint = loadAfterFirstPaint(withFonts.html)
    if (!afterPaint.deferred) scriptsNotDeferred.push(file)
    writeFileSync(file, afterPaint.html)
  } catch (error) {
    fail(`${file}: ${/** @type {Error} */ (error).message}`)
  }
  return false
})
// Next's error shell (_global-error) renders without the site's stylesheet; every other page has one.
if (unstyled.some((file) => !file.endsWith('_global-error.html')))
  fail(`no stylesheet link to inline in ${unstyled.join(', ')}: has Next changed its markup?`)
console.log(`build: stylesheet inlined in ${pages.length - unstyled.length} of ${pages.length} prerendered pages`)
if (!/<link[^>]+as="font"/.test(readFileSync(join(appDir, '_not-found.html'), 'utf8'))) fail('the 404 page does not preload the site font')
if (scriptsNotDeferred.length) fail(`no chunk script to load after the first paint in ${scriptsNotDeferred.join(', ')}: has Next changed its markup?`)
console.log(`build: scripts loaded after the first paint in ${pages.length - unstyled.length} pages`)
console.log(`build: font preload added to ${fontPreloaded.map((file) => file.slice(appDir.length + 1)).join(', ') || 'no page'}`)

const manifest = buildManifest(appDir)
const routes = Object.keys(manifest.visitor).length + Object.keys(manifest.customer).length
if (!Object.hasOwn(manifest.visitor, '/') || !Object.hasOwn(manifest.customer, '/') || manifest.notFound.length === 0)
  fail('the home page of a variant or the 404 page has no inline scripts to hash: has Next changed its output?')
const json = JSON.stringify(manifest)
/** @type {string} */
let middlewareFile = ''
writeFileSync(CSP_HASHES_FILE, `${json}\n`)
try {
  middlewareFile = writeCspManifest(join(distDir, 'server'), json)
  console.log(`build: inline-script hashes of ${routes} pages and the 404 page written into ${middlewareFile}`)
} catch (error) {
  fail(/** @type {Error} */ (error).message)
}

try {
  const mirrored = mirrorIntoStandalone(distDir, [...pages.filter((file) => !unstyled.includes(file)), middlewareFile])
  if (mirrored) console.log(`build: ${mirrored.count} changed files copied into ${mirrored.dir}`)
} catch (error) {
  fail(/** @type {Error} */ (error).message)
}
