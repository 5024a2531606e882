import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** As visitors see their URLs (the visitor variant of each route), home first. */
export function builtPages(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'))
  const paths = Object.keys(manifest.routes)
    .filter((route) => route === '/visitor' || route.startsWith('/visitor/'))
    .map((route) => route.replace(/^\/visitor/, '') || '/')
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  if (!paths.length) throw new Error(`${distDir}/prerender-manifest.json lists no /visitor page`)
  return paths
}
