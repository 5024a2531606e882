// Each page as a browser parses it (e2e/crawl.spec.ts): a meta refresh escapes CSP, a script from elsewhere
// or a JSON-LD block that content ended early means content got past its schema and the JSON-LD escaping.
import { parse } from 'parse5'
import { attribute, elements, textOf } from '#scripts/lib/html'

/** One sentence a problem; none when the page is as the build wrote it. */
export function unexpectedMarkup(html: string): string[] {
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
