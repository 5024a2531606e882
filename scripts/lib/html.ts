// HTML read as a browser parses it (parse5), for the build step (scripts/lib/page-policy.ts) and the tests alike.
import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Element = DefaultTreeAdapterMap['element']

/** The script types script-src governs; any other type is a data block (JSON-LD) that never runs. */
const POLICED_TYPES = new Set([
  ...'application/ecmascript application/javascript application/x-ecmascript application/x-javascript'.split(' '),
  ...'text/ecmascript text/javascript text/jscript text/livescript text/x-ecmascript text/x-javascript'.split(' '),
  ...[0, 1, 2, 3, 4, 5].map((minor) => `text/javascript1.${minor}`),
  ...['module', 'importmap', 'speculationrules'],
])

export function* elements(node: DefaultTreeAdapterMap['parentNode']): Generator<Element> {
  for (const child of node.childNodes ?? []) {
    if (!('tagName' in child)) continue
    yield child
    yield* elements('content' in child ? child.content : child)
  }
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

export const textOf = (element: Element) => element.childNodes.map((node) => ('value' in node ? node.value : '')).join('')

/** An inline <script> the policy governs: no src, and no type or an empty one (JavaScript), or a type that runs. */
export const isPolicedInlineScript = (element: Element) => {
  const type = attribute(element, 'type')?.trim().toLowerCase()
  return element.tagName === 'script' && attribute(element, 'src') === undefined && (!type || POLICED_TYPES.has(type))
}

export const isPolicy = (element: Element) =>
  element.tagName === 'meta' && attribute(element, 'http-equiv')?.trim().toLowerCase() === 'content-security-policy'

/** The page's policy, as the app wrote it. */
export const policyOf = (html: string): string | undefined =>
  [...elements(parse(html))].filter(isPolicy).map((meta) => attribute(meta, 'content'))[0]
