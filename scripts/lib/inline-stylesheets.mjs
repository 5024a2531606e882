// Puts the site's stylesheet into each prerendered page, so that a first visit paints after the HTML
// alone instead of waiting for a render-blocking stylesheet (measured, and when to delete this:
// docs/decisions/2026-11-24-stylesheet-inline.md). Used by scripts/build.mjs.
//
// React adopts the stylesheet links of a server-rendered page when it hydrates and adds the link for
// any stylesheet the page lacks. So each link stays, with media="print": it no longer blocks the
// first paint, React still finds it, and the browser fetches it at the lowest priority (its CSS is
// already on the page, so the fetch changes nothing on screen).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Next's stylesheet link, as React writes a stylesheet with a precedence. */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\s*\/?>/g
const LINK_FORM = '<link rel="stylesheet" href="/_next/static/…css" data-precedence="…"/>'
/** A link to one of the build's stylesheets in any form: one LINK misses would stay render-blocking. */
const ANY_NEXT_LINK = /<link\b(?=[^>]*\brel=["']?(?:[^"'>]*\s)?stylesheet\b)(?=[^>]*\/_next\/)[^>]*>/gi

/**
 * The stylesheet a link names, read from the build folder: /_next/static/… is distDir/static/….
 * @param {string} distDir
 * @returns {(href: string) => string}
 */
export const stylesheetReader = (distDir) => (href) => {
  const file = join(distDir, href.replace(/^\/_next\//, ''))
  if (!existsSync(file))
    throw new Error(
      `Next's build no longer writes the stylesheet ${href} as ${file}: scripts/lib/inline-stylesheets.mjs must learn where it is`,
    )
  return readFileSync(file, 'utf8')
}

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
 * link with media="print". A link to a build stylesheet in another form, or none when `required`,
 * stops the build: the page would keep a render-blocking stylesheet, or go out unstyled.
 * @param {string} html
 * @param {(href: string) => string} readStylesheet the text of /_next/static/….css
 * @param {{ required?: boolean }} [options] whether the page must have a stylesheet link
 * @returns {{ html: string, inlined: string[] }}
 */
export function inlineStylesheets(html, readStylesheet, { required = false } = {}) {
  const other = html.match(ANY_NEXT_LINK)?.find((tag) => !new RegExp(`^${LINK.source}$`).test(tag))
  if (other || (required && !html.match(LINK)))
    throw new Error(
      `Next's prerendered HTML no longer has a stylesheet link of the form ${LINK_FORM} (${other ? `found ${other}` : 'the page has none'}): scripts/lib/inline-stylesheets.mjs must learn the new form`,
    )
  /** @type {string[]} */
  const inlined = []
  const result = html.replace(LINK, (_link, href, precedence) => {
    const css = rebaseUrls(
      readStylesheet(href)
        .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
        .trim(),
      href,
    )
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`)
    inlined.push(href)
    return `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="print"/>`
  })
  return { html: result, inlined }
}
