// A first visit paints from the HTML alone; the link stays media="print" for React (docs/decisions/2026-11-24-stylesheet-inline.md).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Next's stylesheet link, as React writes a stylesheet with a precedence. */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\s*\/?>/g
const LINK_FORM = '<link rel="stylesheet" href="/_next/static/…css" data-precedence="…"/>'
/** A link to one of the build's stylesheets in any form: one LINK misses would stay render-blocking. */
const ANY_NEXT_LINK = /<link\b(?=[^>]*\brel=["']?(?:[^"'>]*\s)?stylesheet\b)(?=[^>]*\/_next\/)[^>]*>/gi

/** The stylesheet a link names, read from the build folder: /_next/static/… is distDir/static/…. */
export const stylesheetReader =
  (distDir: string) =>
  (href: string): string => {
    const file = join(distDir, href.replace(/^\/_next\//, ''))
    if (!existsSync(file))
      throw new Error(
        `Next's build no longer writes the stylesheet ${href} as ${file}: scripts/lib/inline-stylesheets.ts must learn where it is`,
      )
    return readFileSync(file, 'utf8')
  }

/** Relative URLs rebased to the site root: `url(../media/font.woff2)` in /_next/static/chunks/a.css is /_next/static/media/font.woff2. */
export function rebaseUrls(css: string, href: string) {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (match, _quote, url: string) =>
    /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(url) ? match : `url(${new URL(url, `https://site${href}`).pathname})`,
  )
}

/** The page with its Next stylesheet links inlined; a link of another form, or none when `required`, stops the build. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string, { required = false } = {}) {
  const other = html.match(ANY_NEXT_LINK)?.find((tag) => !new RegExp(`^${LINK.source}$`).test(tag))
  if (other || (required && !html.match(LINK)))
    throw new Error(
      `Next's prerendered HTML no longer has a stylesheet link of the form ${LINK_FORM} (${other ? `found ${other}` : 'the page has none'}): scripts/lib/inline-stylesheets.ts must learn the new form`,
    )
  const inlined: string[] = []
  const result = html.replace(LINK, (_link, href: string, precedence: string) => {
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
