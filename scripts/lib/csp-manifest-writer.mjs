// Writes the per-page hash manifest into the built middleware, in place of the placeholder that
// lib/csp-manifest.ts exports (see there for why a missed write fails closed).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CSP_MANIFEST } from '../../lib/csp-manifest.ts'

/** The placeholder as the bundler writes it: a string literal in either quote. */
const placeholder = new RegExp(`(["'])${CSP_MANIFEST}\\1`, 'g')

/**
 * Every .js file under dir.
 * @param {string} dir
 * @returns {string[]}
 */
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? jsFiles(path) : entry.name.endsWith('.js') ? [path] : []
  })
}

/**
 * JavaScript source with the placeholder literal replaced by the manifest as a string literal.
 * @param {string} source
 * @param {string} manifestJson
 * @returns {{ source: string, count: number }}
 */
export function fillPlaceholder(source, manifestJson) {
  let count = 0
  // A JSON string is also a valid JavaScript string literal; a function replacement keeps `$` as is.
  const result = source.replace(placeholder, () => {
    count += 1
    return JSON.stringify(manifestJson)
  })
  return { source: result, count }
}

/**
 * Fills the placeholder in the built server code under serverDir; it must occur exactly once (the
 * middleware), or the build's layout is not what this step knows and the build stops.
 * @param {string} serverDir .next/server
 * @param {string} manifestJson
 * @returns {string} the file written
 */
export function writeCspManifest(serverDir, manifestJson) {
  const hits = jsFiles(serverDir).flatMap((file) => {
    const { source, count } = fillPlaceholder(readFileSync(file, 'utf8'), manifestJson)
    return count ? [{ file, source, count }] : []
  })
  const total = hits.reduce((sum, hit) => sum + hit.count, 0)
  if (total !== 1) {
    const where = hits.map((hit) => `${hit.file} (${hit.count})`).join(', ') || 'no file'
    throw new Error(
      `Next's built server code no longer holds the middleware's CSP manifest placeholder "${CSP_MANIFEST}" exactly once (found it ${total} times in ${serverDir}: ${where}): scripts/lib/csp-manifest-writer.mjs must learn where the middleware is`,
    )
  }
  const [hit] = hits
  if (!hit) throw new Error('unreachable: one hit was counted')
  writeFileSync(hit.file, hit.source)
  return hit.file
}
