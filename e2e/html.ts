import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { attribute, elements, textOf } from '#scripts/lib/html'

/** Server HTML helpers: what a crawler sees before any JavaScript runs, read by parse5 as a browser parses it. */

type Node = DefaultTreeAdapterMap['childNode']

/** The last page read, parsed once: a page's checks ask it a dozen questions, and a parse takes tens of ms. */
let last: { html: string; document: DefaultTreeAdapterMap['document']; markup?: string } | undefined

/** Without scripting, as a crawler that runs none: <noscript> holds markup, not text. */
function document(html: string) {
  if (last?.html !== html) last = { html, document: parse(html, { scriptingEnabled: false, sourceCodeLocationInfo: true }) }
  return last.document
}

const all = (html: string, tag?: string) => [...elements(document(html))].filter((element) => !tag || element.tagName === tag)

function withoutScripts(html: string, start = 0, end = html.length) {
  let kept = ''
  let from = start
  for (const script of all(html, 'script')) {
    const { startOffset = 0, endOffset = 0 } = script.sourceCodeLocation ?? {}
    if (startOffset < from || endOffset > end) continue
    kept += html.slice(from, startOffset)
    from = endOffset
  }
  return kept + html.slice(from, end)
}

/** The markup as written, without scripts (the RSC payload repeats the page inside <script> tags). */
export function markup(html: string) {
  document(html)
  return (last!.markup ??= withoutScripts(html))
}

export const countTags = (html: string, tag: string) => all(html, tag).length

export function firstElement(html: string, tag: string): string {
  const location = all(html, tag)[0]?.sourceCodeLocation
  return location ? withoutScripts(html, location.startOffset, location.endOffset) : ''
}

export function metaContent(html: string, name: string, by: 'name' | 'property' = 'name'): string | undefined {
  const meta = all(html, 'meta').find((element) => attribute(element, by) === name)
  return meta && attribute(meta, 'content')
}

export function title(html: string): string | undefined {
  const element = all(html, 'title')[0]
  return element && textOf(element)
}

export function visibleText(html: string): string {
  const text = (nodes: Node[]): string[] =>
    nodes.flatMap((node) =>
      node.nodeName === '#text' && 'value' in node
        ? [node.value]
        : 'tagName' in node && node.tagName !== 'script' && node.tagName !== 'style'
          ? text(node.childNodes)
          : [],
    )
  return text(document(html).childNodes).join(' ')
}

export const scriptSources = (html: string) => all(html, 'script').flatMap((script) => attribute(script, 'src') ?? [])
