// A first visit paints from the HTML alone; the link stays media="print" for React (docs/decisions/2026-11-24-stylesheet-inline.md).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'parse5'
import { attribute, elements } from '#scripts/lib/html'

const LINK_FORM = '<link rel="stylesheet" href="/_next/static/…css" data-precedence="…"/>'

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
  // A link to one of the build's stylesheets in any form: one left as it is would still block the first paint.
  const links = [...elements(parse(html, { sourceCodeLocationInfo: true }))].filter(
    (element) =>
      element.tagName === 'link' &&
      attribute(element, 'rel')?.toLowerCase().split(/\s+/).includes('stylesheet') &&
      attribute(element, 'href')?.includes('/_next/'),
  )
  const stylesheets = links.map((link) => ({
    href: attribute(link, 'href')!,
    precedence: attribute(link, 'data-precedence'),
    location: link.sourceCodeLocation!,
    known:
      link.attrs.length === 3 &&
      attribute(link, 'rel') === 'stylesheet' &&
      /^\/_next\/static\/[^?#]+\.css$/.test(attribute(link, 'href')!) &&
      !!attribute(link, 'data-precedence'),
  }))
  const other = stylesheets.find(({ known }) => !known)
  if (other || (required && !stylesheets.length))
    throw new Error(
      `Next's prerendered HTML no longer has a stylesheet link of the form ${LINK_FORM} (${other ? `found ${html.slice(other.location.startOffset, other.location.endOffset)}` : 'the page has none'}): scripts/lib/inline-stylesheets.ts must learn the new form`,
    )
  let result = html
  for (const { href, precedence, location } of stylesheets.toReversed()) {
    const css = rebaseUrls(
      readStylesheet(href)
        .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')
        .trim(),
      href,
    )
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`)
    const inline = `<style>${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" media="print"/>`
    result = result.slice(0, location.startOffset) + inline + result.slice(location.endOffset)
  }
  return { html: result, inlined: stylesheets.map(({ href }) => href) }
}
