// Hashes the inline scripts of every prerendered page, per jwt variant, for the Content-Security-Policy
// that middleware.ts sends (script-src 'self' 'sha256-…' with no 'unsafe-inline'). Used by scripts/build.mjs.
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** @typedef {{ visitor: Record<string, string[]>, customer: Record<string, string[]>, notFound: string[] }} CspManifest */

/**
 * Every `<script>` without src whose type runs as JavaScript (JSON-LD data blocks never execute).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue
    const type = attributes.match(/\btype=["']?([^"'\s>]+)/i)?.[1]?.toLowerCase()
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue
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

/**
 * { visitor: { '/pricing': [...] }, customer: {...}, notFound: [...] } from the prerendered pages.
 * @param {string} appDir the build's server/app folder
 */
export function buildManifest(appDir) {
  /** @type {CspManifest} */
  const manifest = { visitor: {}, customer: {}, notFound: [] }
  for (const variant of /** @type {const} */ (['visitor', 'customer'])) {
    const root = join(appDir, variant)
    manifest[variant]['/'] = inlineScriptHashes(readFileSync(`${root}.html`, 'utf8'))
    for (const file of htmlFiles(root)) {
      const path = `/${relative(root, file).split(sep).join('/').replace(/\.html$/, '')}`
      manifest[variant][path] = inlineScriptHashes(readFileSync(file, 'utf8'))
    }
  }
  manifest.notFound = inlineScriptHashes(readFileSync(join(appDir, '_not-found.html'), 'utf8'))
  return manifest
}
