// The production build: the MDX content compiled and checked (scripts/content.mjs), one `next
// build`, then one step over what it wrote:
//   1. each prerendered page gets its stylesheet inline (scripts/lib/inline-stylesheets.mjs), so a
//      first visit paints without waiting for it, and the 404 the font preload Next leaves out of it
//      (scripts/lib/font-preload.mjs); Next's scripts load as Next writes them;
//   2. the inline scripts of every page, in both jwt variants, are hashed (scripts/lib/csp-hashes.mjs);
//   3. those hashes are written into the built middleware (scripts/lib/csp-manifest-writer.mjs), which
//      sends each page its own `script-src 'self' 'sha256-…'`;
//   4. when `next build` also wrote a standalone copy (the OpenNext adapter asks for one: `npm run
//      build:cloudflare`), the files changed above are copied over theirs, so that copy ships the
//      same pages and the same policy (scripts/lib/standalone.mjs).
// A bare `next build` skips the step and fails closed: its middleware has no hashes, sends
// `script-src 'self'` alone, and the pages' inline scripts are refused (no hydration), never allowed.
// Each step relies on the form of Next's output; when an upgrade changes one, the step's module stops
// the build with one sentence naming that assumption and the file that must learn the new form.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildManifest, prerenderedPages } from './lib/csp-hashes.mjs'
import { writeCspManifest } from './lib/csp-manifest-writer.mjs'
import { preloadFonts, readFontUrls } from './lib/font-preload.mjs'
import { inlineStylesheets, stylesheetReader } from './lib/inline-stylesheets.mjs'
import { mirrorIntoStandalone } from './lib/standalone.mjs'

const distDir = process.env.PLAINGUARD_DIST_DIR || '.next'
const appDir = join(distDir, 'server', 'app')
/** The manifest as shipped, for reading (the middleware carries its own copy). */
const CSP_HASHES_FILE = join(distDir, 'csp-hashes.json')

/**
 * @param {string} message
 * @returns {never}
 */
const fail = (message) => {
  console.error(`build: ${message}`)
  process.exit(1)
}

/**
 * Runs part of the step. A plain Error ends the build with its message alone: the modules stop with
 * one sentence (after a Next upgrade, the assumption that broke), and a file error names its file.
 * Any other error (a TypeError…) is a bug here, and keeps its stack.
 * @template T
 * @param {() => T} part
 * @param {string} [file] the file it works on, named before the sentence
 * @returns {T}
 */
const step = (part, file) => {
  try {
    return part()
  } catch (error) {
    const sentence = error instanceof Error && error.constructor === Error ? error.message : (error instanceof Error && error.stack) || String(error)
    return fail(file ? `${file}: ${sentence}` : sentence)
  }
}

const content = spawnSync('node', ['scripts/content.mjs'], { stdio: 'inherit' })
if (content.status !== 0) process.exit(content.status ?? 1)
const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

const readStylesheet = stylesheetReader(distDir)
const fonts = step(() => readFontUrls(join(distDir, 'server')))
const pages = step(() => prerenderedPages(appDir))
/** @type {string[]} */
const fontPreloaded = []
const unstyled = pages.filter((file) =>
  step(() => {
    // Next's error shell (_global-error) renders without the site's stylesheet; every other page has one.
    const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet, { required: !file.endsWith('_global-error.html') })
    if (!inlined.length) return true
    const withFonts = preloadFonts(html, fonts)
    if (withFonts.added) fontPreloaded.push(file)
    writeFileSync(file, withFonts.html)
    return false
  }, file),
)
console.log(`build: stylesheet inlined in ${pages.length - unstyled.length} of ${pages.length} prerendered pages`)
if (!/<link[^>]+as="font"/.test(readFileSync(join(appDir, '_not-found.html'), 'utf8'))) fail('the 404 page does not preload the site font')
console.log(`build: font preload added to ${fontPreloaded.map((file) => file.slice(appDir.length + 1)).join(', ') || 'no page'}`)

const manifest = step(() => buildManifest(appDir))
const routes = Object.keys(manifest.visitor).length + Object.keys(manifest.customer).length
const json = JSON.stringify(manifest)
writeFileSync(CSP_HASHES_FILE, `${json}\n`)
const middlewareFile = step(() => writeCspManifest(join(distDir, 'server'), json))
console.log(`build: inline-script hashes of ${routes} pages and the 404 page written into ${middlewareFile}`)

const mirrored = step(() => mirrorIntoStandalone(distDir, [...pages.filter((file) => !unstyled.includes(file)), middlewareFile]))
if (mirrored) console.log(`build: ${mirrored.count} changed files copied into ${mirrored.dir}`)
