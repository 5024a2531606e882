// Next preloads the site font on every page but the root not-found: it looks fonts up by the page's
// own entry, and the not-found has none (next-font-manifest.json lists it under app/_not-found/page, which
// the render never asks for). With `display: optional` an unpreloaded font misses its ~100 ms block
// period and the 404 stays in the fallback font, so the build adds the same preload link Next writes elsewhere.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const MANIFEST_FORM = 'server/next-font-manifest.json with { app: { [entry]: ["static/media/….woff2"] } }'

/**
 * The font files the build's pages preload, as URLs: every file in next-font-manifest.json's app entries.
 * None stops the build: the site's font comes from next/font, so Next has moved or renamed them.
 * @param {{ app: Record<string, string[]> }} fontManifest
 */
export function fontUrls(fontManifest) {
  const app = fontManifest?.app
  const lists = app && typeof app === 'object' ? Object.values(app) : []
  const files = lists.every((list) => Array.isArray(list) && list.every((file) => typeof file === 'string')) ? lists.flat() : []
  if (!files.length)
    throw new Error(`Next's build no longer lists the site font in ${MANIFEST_FORM}: scripts/lib/font-preload.mjs must learn the new form`)
  return [...new Set(files)].sort().map((file) => `/_next/${file}`)
}

/**
 * The font URLs of the build in serverDir (.next/server).
 * @param {string} serverDir
 */
export function readFontUrls(serverDir) {
  const file = join(serverDir, 'next-font-manifest.json')
  if (!existsSync(file))
    throw new Error(`Next's build no longer lists the site font in ${MANIFEST_FORM} (${file} is missing): scripts/lib/font-preload.mjs must learn the new form`)
  return fontUrls(JSON.parse(readFileSync(file, 'utf8')))
}

/**
 * The page with a preload link for each font, before its first stylesheet or script, when it has none.
 * A page with no such element in its <head> stops the build: it would go out without the preload.
 * @param {string} html
 * @param {string[]} urls
 * @returns {{ html: string, added: boolean }}
 */
export function preloadFonts(html, urls) {
  if (!urls.length || /<link[^>]+as="font"/.test(html)) return { html, added: false }
  const links = urls
    .map((url) => `<link rel="preload" href="${url}" as="font" crossorigin="" type="font/${url.split('.').pop()}"/>`)
    .join('')
  const at = html.search(/<(link|style|script)[\s>]/)
  if (at === -1 || at > html.indexOf('</head>'))
    throw new Error(
      "Next's prerendered HTML no longer has a <link>, <style> or <script> in its <head> to put the font preload before: scripts/lib/font-preload.mjs must learn the new form",
    )
  return { html: `${html.slice(0, at)}${links}${html.slice(at)}`, added: true }
}
