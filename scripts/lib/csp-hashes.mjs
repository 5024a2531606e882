// Hashes the inline scripts of every prerendered page, per jwt variant, for the Content-Security-Policy
// that middleware.ts sends (script-src 'self' 'sha256-…' with no 'unsafe-inline'). Used by scripts/build.mjs.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** @typedef {{ visitor: Record<string, string[]>, customer: Record<string, string[]>, notFound: string[] }} CspManifest */

/**
 * The script types whose inline text script-src governs: the HTML standard's JavaScript MIME types,
 * module, import maps and speculation rules. Any other type is a data block (JSON-LD) that never runs.
 */
const POLICED_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
])

/**
 * Whether script-src governs a script of this type attribute (none, or an empty one, is JavaScript).
 * @param {string | undefined} type
 */
export const isPolicedType = (type) => !type?.trim() || POLICED_TYPES.has(type.trim().toLowerCase())

/**
 * The attributes of a start tag, by lower-case name; the first of a repeated name wins, as in a
 * browser. Parsed whole so that `data-src` is not `src` and a value holding `type=` is not a type.
 * @param {string} text what follows the tag name
 * @returns {Map<string, string>}
 */
function attributesOf(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map()
  for (const [, name = '', ...values] of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const key = name.toLowerCase()
    if (!attributes.has(key)) attributes.set(key, values.find((value) => value !== undefined) ?? '')
  }
  return attributes
}

/**
 * Every `<script>` without src whose type the policy governs (JSON-LD data blocks never execute).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, tag = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = attributesOf(tag)
    if (attributes.has('src')) continue
    if (!isPolicedType(attributes.get('type'))) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes].sort()
}

/**
 * Every .html file under dir (the prerendered pages when dir is .next/server/app).
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? htmlFiles(path) : entry.name.endsWith('.html') ? [path] : []
  })
}

const VARIANTS = /** @type {const} */ (['visitor', 'customer'])

/**
 * Every prerendered page under appDir, once the pages the policy needs are where Next writes them.
 * @param {string} appDir the build's server/app folder
 * @returns {string[]}
 */
export function prerenderedPages(appDir) {
  const expected = [
    ...VARIANTS.flatMap((variant) => [join(appDir, `${variant}.html`), join(appDir, variant)]),
    join(appDir, '_not-found.html'),
  ]
  const missing = expected.find((path) => !existsSync(path))
  if (missing)
    throw new Error(
      `Next's build no longer writes its prerendered pages as server/app/<variant>.html, server/app/<variant>/…html and server/app/_not-found.html (${missing} is missing): scripts/lib/csp-hashes.mjs must learn the new layout`,
    )
  return htmlFiles(appDir)
}

/**
 * { visitor: { '/pricing': [...] }, customer: {...}, notFound: [...] } from the prerendered pages.
 * @param {string} appDir the build's server/app folder
 * @returns {CspManifest}
 */
export function buildManifest(appDir) {
  prerenderedPages(appDir)
  /** @type {CspManifest} */
  const manifest = { visitor: {}, customer: {}, notFound: [] }
  /** @param {string} file */
  const hashesOf = (file) => inlineScriptHashes(readFileSync(file, 'utf8'))
  for (const variant of VARIANTS) {
    const root = join(appDir, variant)
    manifest[variant]['/'] = hashesOf(`${root}.html`)
    for (const file of htmlFiles(root)) {
      const path = `/${relative(root, file)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '')}`
      manifest[variant][path] = hashesOf(file)
    }
  }
  manifest.notFound = hashesOf(join(appDir, '_not-found.html'))
  // Every Next page carries its payload in inline scripts: none means they are no longer found here,
  // and the pages would be refused them (fail closed, but broken).
  const bare = [...VARIANTS.map((variant) => join(appDir, `${variant}.html`)), join(appDir, '_not-found.html')].filter(
    (file) => inlineScriptHashes(readFileSync(file, 'utf8')).length === 0,
  )
  if (bare.length)
    throw new Error(
      `Next's prerendered HTML no longer has inline scripts of the form <script>…</script> (none in ${bare.join(', ')}): scripts/lib/csp-hashes.mjs must learn the new form`,
    )
  return manifest
}
