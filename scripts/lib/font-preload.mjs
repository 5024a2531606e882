// Next preloads the site font on every page but the root not-found: it looks fonts up by the page's
// own entry, and the not-found has none (next-font-manifest.json lists it under app/_not-found/page, which
// the render never asks for). With `display: optional` an unpreloaded font misses its ~100 ms block
// period and the 404 stays in the fallback font, so the build adds the same preload link Next writes elsewhere.

/**
 * The font files the build's pages preload, as URLs: every file in next-font-manifest.json's app entries.
 * @param {{ app: Record<string, string[]> }} fontManifest
 */
export function fontUrls(fontManifest) {
  return [...new Set(Object.values(fontManifest.app).flat())].sort().map((file) => `/_next/${file}`)
}

/**
 * The page with a preload link for each font, before its first stylesheet or script, when it has none.
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
  if (at === -1 || at > html.indexOf('</head>')) return { html, added: false }
  return { html: `${html.slice(0, at)}${links}${html.slice(at)}`, added: true }
}
