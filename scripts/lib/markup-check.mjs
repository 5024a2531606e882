// The build's last check of each prerendered page, read as a browser reads it (parse5 follows the HTML
// standard's tokenizer, where csp-hashes.mjs uses a pattern): no meta refresh, which CSP does not govern,
// and no script the CSP step did not account for. Content that ended a JSON-LD block early fails here.
import { createHash } from 'node:crypto'
import { parse } from 'parse5'
import { inlineScriptHashes, isPolicedType } from './csp-hashes.mjs'

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['parentNode']} ParentNode */

/** @param {ParentNode} node @returns {Generator<Element>} */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (!('tagName' in child)) continue
    yield child
    yield* elements('content' in child ? child.content : child)
  }
}

/** @param {Element} element @param {string} name */
const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value

/** @param {Element} element */
const textOf = (element) => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('')

/**
 * What is wrong with a page's markup, one sentence a problem; none when it is as the build wrote it.
 * @param {string} html
 * @returns {string[]}
 */
export function unexpectedMarkup(html) {
  const hashed = new Set(inlineScriptHashes(html))
  const problems = []
  for (const element of elements(parse(html))) {
    if (element.tagName === 'meta' && attribute(element, 'http-equiv')?.trim().toLowerCase() === 'refresh')
      problems.push('a <meta http-equiv="refresh">')
    if (element.tagName !== 'script') continue
    const src = attribute(element, 'src')
    const type = attribute(element, 'type')
    const text = textOf(element)
    if (src !== undefined) {
      if (!src.startsWith('/_next/static/')) problems.push(`a script from ${src}`)
    } else if (type?.trim().toLowerCase() === 'application/ld+json') {
      try {
        JSON.parse(text)
      } catch {
        problems.push(`a JSON-LD block that does not parse: ${text.slice(0, 60)}…`)
      }
    } else if (isPolicedType(type) && !hashed.has(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)) {
      problems.push(`an inline script the CSP step did not hash: ${text.slice(0, 60)}…`)
    }
  }
  return problems
}
