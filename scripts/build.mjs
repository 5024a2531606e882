// The production build: the MDX content compiled and checked (scripts/content.mjs), one `next build`,
// then one step over what it wrote, for the CSP:
//   1. each prerendered page gets its stylesheet inline (scripts/lib/inline-stylesheets.mjs): a first
//      visit paints without waiting a round trip for it (docs/decisions/2026-11-24-stylesheet-inline.md);
//   2. the inline scripts of every page, in both jwt variants, are hashed (scripts/lib/csp-hashes.mjs),
//      and every page is read as a browser reads it: no meta refresh, no script left unhashed (markup-check.mjs);
//   3. those hashes are written into the built middleware (scripts/lib/csp-manifest-writer.mjs), which
//      sends each page its own `script-src 'self' 'sha256-…'`;
//   4. when `next build` also wrote a standalone copy (the OpenNext adapter asks for one: `npm run
//      build:cloudflare`), the files changed above are copied over theirs (scripts/lib/standalone.mjs).
// A bare `next build` skips the step and fails closed: its middleware has no hashes, sends
// `script-src 'self'` alone, and the pages' inline scripts are refused (no hydration), never allowed.
// When a Next upgrade changes the form of its output, the step's module stops the build with one
// sentence naming that assumption and the file that must learn the new form.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildManifest, prerenderedPages } from './lib/csp-hashes.mjs'
import { writeCspManifest } from './lib/csp-manifest-writer.mjs'
import { inlineStylesheets, stylesheetReader } from './lib/inline-stylesheets.mjs'
import { unexpectedMarkup } from './lib/markup-check.mjs'
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
    const sentence =
      error instanceof Error && error.constructor === Error
        ? error.message
        : (error instanceof Error && error.stack) || String(error)
    return fail(file ? `${file}: ${sentence}` : sentence)
  }
}

const content = spawnSync('node', ['scripts/content.mjs'], { stdio: 'inherit' })
if (content.status !== 0) process.exit(content.status ?? 1)
const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

const readStylesheet = stylesheetReader(distDir)
const pages = step(() => prerenderedPages(appDir))
const unstyled = pages.filter((file) =>
  step(() => {
    // Next's error shell (_global-error) renders without the site's stylesheet; every other page has one.
    const { html, inlined } = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet, {
      required: !file.endsWith('_global-error.html'),
    })
    if (inlined.length) writeFileSync(file, html)
    return !inlined.length
  }, file),
)
console.log(`build: stylesheet inlined in ${pages.length - unstyled.length} of ${pages.length} prerendered pages`)

const manifest = step(() => buildManifest(appDir))
const unsafe = pages.flatMap((file) => unexpectedMarkup(readFileSync(file, 'utf8')).map((problem) => `${file}: ${problem}`))
if (unsafe.length) fail(`a page has markup the build did not write (content must be plain text):\n  ${unsafe.join('\n  ')}`)
const routes = Object.keys(manifest.visitor).length + Object.keys(manifest.customer).length
const json = JSON.stringify(manifest)
writeFileSync(CSP_HASHES_FILE, `${json}\n`)
const middlewareFile = step(() => writeCspManifest(join(distDir, 'server'), json))
console.log(`build: inline-script hashes of ${routes} pages and the 404 page written into ${middlewareFile}`)

const mirrored = step(() => mirrorIntoStandalone(distDir, [...pages.filter((file) => !unstyled.includes(file)), middlewareFile]))
if (mirrored) console.log(`build: ${mirrored.count} changed files copied into ${mirrored.dir}`)
