// `next build` copies .next into .next/standalone/.next (when the OpenNext adapter sets
// NEXT_PRIVATE_STANDALONE, or `output: 'standalone'` is set) before the build's last step changes
// the pages and the middleware. The adapter reads that copy, so the changed files are copied over it:
// both then ship the same bytes. Every changed file must have its counterpart there, or the copy's
// layout is not what this step knows and the build stops (fail closed).
import { copyFileSync, existsSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'

/**
 * The standalone copy of distDir, as `next build` lays it out for an app at the repository root.
 * @param {string} distDir relative to the app, e.g. `.next`
 */
export const standaloneDistDir = (distDir) => join(distDir, 'standalone', distDir)

/**
 * Copies each changed file under distDir to the same place in the standalone copy, when there is one.
 * @param {string} distDir relative to the app
 * @param {string[]} files paths under distDir (relative to the current directory, or absolute)
 * @param {string} [appDir] the app's directory
 * @returns {{ dir: string, count: number } | null} null when the build made no standalone copy
 */
export function mirrorIntoStandalone(distDir, files, appDir = '.') {
  if (isAbsolute(distDir)) throw new Error(`the build directory must be relative to the app, not ${distDir}`)
  if (!existsSync(join(appDir, distDir, 'standalone'))) return null
  const dir = join(appDir, standaloneDistDir(distDir))
  /** @type {string[]} */
  const missing = []
  for (const file of files) {
    const target = join(dir, relative(resolve(appDir, distDir), resolve(file)))
    if (!existsSync(target)) missing.push(target)
    else copyFileSync(file, target)
  }
  if (missing.length)
    throw new Error(
      `Next's standalone copy no longer mirrors the build folder at ${dir} (it lacks ${missing.length} of the changed files, e.g. ${missing.slice(0, 3).join(', ')}): scripts/lib/standalone.mjs must learn its layout`,
    )
  return { dir, count: files.length }
}
