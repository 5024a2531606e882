// The build's last check of each prerendered page, read as a browser reads it (parse5 follows the HTML
// standard's tokenizer): no meta refresh, which CSP does not govern, no script from elsewhere, and no
// JSON-LD block that content ended early.
import { parse } from 'parse5'
import { attribute, elements, textOf } from './page-policy.mjs'

/**
 * What is wrong with a page's markup, one sentence a problem; none when it is as the build wrote it.
 * @param {string} html
 * @returns {string[]}
 */
export function unexpectedMarkup(html) {
  const problems = []
  for (const element of elements(parse(html))) {
    if (element.tagName === 'meta' && attribute(element, 'http-equiv')?.trim().toLowerCase() === 'refresh')
      problems.push('a <meta http-equiv="refresh">')
    if (element.tagName !== 'script') continue
    const src = attribute(element, 'src')
    if (src !== undefined && !src.startsWith('/_next/static/')) problems.push(`a script from ${src}`)
    if (src !== undefined || attribute(element, 'type')?.trim().toLowerCase() !== 'application/ld+json') continue
    try {
      JSON.parse(textOf(element))
    } catch {
      problems.push(`a JSON-LD block that does not parse: ${textOf(element).slice(0, 60)}…`)
    }
  }
  return problems
}
