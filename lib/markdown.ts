// What the build reads out of Markdown/MDX source (content-collections.ts) and what it allows in it.
import GithubSlugger from 'github-slugger'

export type MdNode = {
  type: string
  name?: string | null
  depth?: number
  value?: string
  url?: string
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: MdNode[]
  position?: { start: { line: number; column: number } }
}

export type OutlineEntry = { id: string; text: string; level: 2 | 3 }

const textOf = (node: MdNode): string => node.value ?? (node.children ?? []).map(textOf).join('')

/** A body's ## and ### headings, from its tree; ids must match rehype-slug's, a repeated heading's `-1` included. */
export function outline(tree: MdNode): OutlineEntry[] {
  const slugger = new GithubSlugger()
  const entries: OutlineEntry[] = []
  visit(tree, (node) => {
    if (node.type !== 'heading') return
    const text = textOf(node)
    const id = slugger.slug(text)
    if (node.depth === 2 || node.depth === 3) entries.push({ id, text, level: node.depth })
  })
  return entries
}

/** The words a reader reads: text and code, not markup, link addresses or a component's attributes. */
export function wordCount(tree: MdNode): number {
  const words: string[] = []
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') words.push(...node.value!.split(/\s+/))
  })
  return words.filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200))
}

function visit(node: MdNode, fn: (node: MdNode) => void) {
  fn(node)
  for (const child of node.children ?? []) visit(child, fn)
}

/** Content must be words, not code, so the hash-based CSP holds whatever a post says; anything else fails the build. */
export function remarkContentPolicy(options: { components: readonly string[]; lineOffset?: number }) {
  const allowed = new Set(options.components)
  return (tree: MdNode) =>
    visit(tree, (node) => {
      const at = node.position ? ` (line ${node.position.start.line + (options.lineOffset ?? 0)})` : ''
      const refuse = (what: string) => {
        throw new Error(`${what}${at} is not allowed in content: use Markdown and ${[...allowed].join(', ')}`)
      }
      switch (node.type) {
        case 'mdxjsEsm':
          return refuse('import/export')
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return refuse('a {…} expression')
        case 'html':
          return refuse('raw HTML')
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          if (!node.name || !allowed.has(node.name)) return refuse(`<${node.name ?? ''}>`)
          for (const attribute of node.attributes ?? []) {
            if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string')
              refuse(`<${node.name}> with an attribute that is not a plain string`)
          }
          return
        }
        case 'link':
          if (node.url && /^\s*(javascript|data|vbscript):/i.test(node.url)) refuse(`a ${node.url.split(':')[0]}: link`)
          return
      }
    })
}
