// Puts the site's stylesheet into each prerendered page, so that a first visit paints after the HTML
// alone instead of waiting one more round trip for a render-blocking stylesheet (measured in README:
// first paint 1.6 s -> 0.9-1.0 s under Lighthouse's slow-4G throttling). Used by scripts/build.mjs.
//
// React adopts the stylesheet links of a server-rendered page when it hydrates and adds the link for
// any stylesheet the page lacks. So each link stays, with media="print": it no longer blocks the
// first paint, React still finds it, and the browser fetches it at the lowest priority (its CSS is
// already on the page, so the fetch changes nothing on screen).

const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\s*\/?>/g

/**
 * A URL in the stylesheet at `href`, rewritten from the stylesheet's location to the site root:
 * `url(../media/font.woff2)` in /_next/static/chunks/a.css is /_next/static/media/font.woff2.
 * @param {string} css
 * @param {string} href
 */
export function rebaseUrls(css, href) {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (match, _quote, url) =>
    /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url) ? match : `url(${new URL(url, `https://site${href}`).pathname})`,
  )
}

/**
 * The page with each Next stylesheet link replaced by the stylesheet in a <style>, followed by the
 * link with media="print".
 * @param {string} html
 * @param {(href: string) => string} readStylesheet the text of /_next/static/….css
 * @returns {{ html: string, inlined: string[] }}
 */
export function inlineStylesheets(html, readStylesheet) {
  /** @type {string[]} */
  const inlined = []
  const result = html.replace(LINK, (_link, href, precedence) => {
    const css = rebaseUrls(readStylesheet(href).replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim(), href)
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`)
    inlined.push(href)
    return `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="print"/>`
  })
  return { html: result, inlined }
}
