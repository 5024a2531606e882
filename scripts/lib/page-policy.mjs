// A page's Content-Security-Policy is a <meta> the app writes into its <head> with `script-src 'self'`
// alone (components/layout/page-policy.tsx), so a page this step misses refuses its inline scripts.
// scripts/build.mjs adds the hashes of the page's inline scripts, read as a browser reads them (parse5
// follows the HTML standard's tokenizer), and moves the policy to the top of <head>, before every script.
import { createHash } from 'node:crypto'
import { parse } from 'parse5'

/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */

/** The types of the scripts script-src governs; any other type is a data block (JSON-LD) that never runs. */
const POLICED_TYPES = new Set([
  ...'application/ecmascript application/javascript application/x-ecmascript application/x-javascript'.split(' '),
  ...'text/ecmascript text/javascript text/jscript text/livescript text/x-ecmascript text/x-javascript'.split(' '),
  ...[0, 1, 2, 3, 4, 5].map((minor) => `text/javascript1.${minor}`),
  ...['module', 'importmap', 'speculationrules'],
])

/** @param {import('parse5').DefaultTreeAdapterMap['parentNode']} node @returns {Generator<Element>} */
export function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (!('tagName' in child)) continue
    yield child
    yield* elements('content' in child ? child.content : child)
  }
}

/** @param {Element} element @param {string} name */
export const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value

/** @param {Element} element */
export const textOf = (element) => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('')

/** @param {string | undefined} type a script's type attribute (none, or an empty one, is JavaScript) */
export const isPolicedType = (type) => !type?.trim() || POLICED_TYPES.has(type.trim().toLowerCase())

/** @param {Element} element */
const isPolicy = (element) =>
  element.tagName === 'meta' && attribute(element, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy'

/**
 * The hash of every inline script script-src governs (sha256 of its UTF-8 text), each once, sorted.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  const scripts = [...elements(parse(html))].filter(
    (element) =>
      element.tagName === 'script' && attribute(element, 'src') === undefined && isPolicedType(attribute(element, 'type')),
  )
  return [
    ...new Set(scripts.map((script) => `'sha256-${createHash('sha256').update(textOf(script), 'utf8').digest('base64')}'`)),
  ].sort()
}

/** @param {string} html @returns {string | undefined} the page's policy, as the app wrote it */
export const policyOf = (html) => [...elements(parse(html))].filter(isPolicy).map((meta) => attribute(meta, 'content'))[0]

/**
 * The page with its policy listing its inline scripts, first in <head> but for <meta charset>.
 * @param {string} html
 * @param {string} [policy] the app's policy, for a page its layouts do not render (Next's error shell)
 */
export function writePagePolicy(html, policy) {
  const all = [...elements(parse(html, { sourceCodeLocationInfo: true }))]
  const head = all.find((element) => element.tagName === 'head')
  const metas = all.filter(isPolicy)
  const [found] = metas
  const content = found ? (found.parentNode === head ? attribute(found, 'content') : undefined) : policy
  if (!head?.sourceCodeLocation?.startTag || metas.length > 1 || !content?.includes("; script-src 'self';"))
    throw new Error(
      `Next's prerendered HTML no longer has one <meta http-equiv="Content-Security-Policy"> in its <head> with script-src 'self' (components/layout/page-policy.tsx writes it; found ${metas.length}): scripts/lib/page-policy.mjs must learn the new form`,
    )
  const hashed = content.replace("; script-src 'self';", `; ${["script-src 'self'", ...inlineScriptHashes(html)].join(' ')};`)
  const first = all.find((element) => element.parentNode === head)
  const top = (first && attribute(first, 'charset') ? first.sourceCodeLocation : head.sourceCodeLocation.startTag)?.endOffset ?? 0
  const { startOffset = html.length, endOffset = html.length } = found?.sourceCodeLocation ?? {}
  const meta = `<meta http-equiv="Content-Security-Policy" content="${hashed.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`
  return html.slice(0, top) + meta + html.slice(top, startOffset) + html.slice(endOffset)
}
