import { outline, readingMinutes, remarkContentPolicy, wordCount, type MdNode } from '#lib/markdown'

const text = (value: string): MdNode => ({ type: 'text', value })
const heading = (depth: number, ...children: MdNode[]): MdNode => ({ type: 'heading', depth, children })
const root = (...children: MdNode[]): MdNode => ({ type: 'root', children })

describe('outline', () => {
  it('lists ## and ### headings with their text and ids', () => {
    const body = root(
      heading(1, text('Title')),
      heading(2, text('First '), { type: 'link', url: '/x', children: [text('part')] }),
      { type: 'paragraph', children: [text('text')] },
      { type: 'code', value: '## not a heading' },
      heading(3, text('A '), { type: 'strong', children: [text('detail')] }),
      heading(4, text('too deep')),
    )
    expect(outline(body)).toEqual([
      { id: 'first-part', text: 'First part', level: 2 },
      { id: 'a-detail', text: 'A detail', level: 3 },
    ])
  })

  it("gives ids as rehype-slug does: GitHub's, a repeated text numbered, every level counted", () => {
    const body = root(
      heading(2, text('What we don’t do')),
      heading(4, text('Notes')),
      heading(2, text('Notes')),
      heading(3, text('Café & 24/7 support')),
    )
    expect(outline(body).map(({ id }) => id)).toEqual(['what-we-dont-do', 'notes-1', 'café--247-support'])
  })
})

describe('wordCount and readingMinutes', () => {
  it('counts the words of text and code, not link addresses or attributes', () => {
    const body = root(
      heading(2, text('Two words')),
      { type: 'link', url: 'https://example.com/a-b-c', children: [text('one link')] },
      {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: 'Not counted' }],
        children: [text('and')],
      },
      { type: 'inlineCode', value: 'dns.txt' },
      text(' — '),
    )
    expect(wordCount(body)).toBe(6)
  })
  it('reads 200 words a minute, rounded up, at least one', () => {
    expect([0, 200, 201, 1000].map(readingMinutes)).toEqual([1, 1, 2, 5])
  })
})

const at = (line: number) => ({ start: { line, column: 1 } })
const policy = remarkContentPolicy({ components: ['Callout'], lineOffset: 10 })

describe('remarkContentPolicy', () => {
  it('lets Markdown and the named components with string attributes through', () => {
    const ok = root(
      { type: 'paragraph', children: [{ type: 'link', url: '/contact', children: [{ type: 'text', value: 'x' }] }] },
      { type: 'mdxJsxFlowElement', name: 'Callout', attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: 'Note' }] },
    )
    expect(() => policy(ok)).not.toThrow()
  })

  it.each<[string, MdNode, string]>([
    ['a script element', { type: 'mdxJsxFlowElement', name: 'script', position: at(2) }, '<script> (line 12) is not allowed'],
    ['an unknown component', { type: 'mdxJsxTextElement', name: 'Widget', position: at(1) }, '<Widget> (line 11)'],
    ['an import', { type: 'mdxjsEsm', position: at(1) }, 'import/export (line 11)'],
    ['an expression', { type: 'mdxTextExpression', position: at(3) }, 'a {…} expression (line 13)'],
    ['raw HTML', { type: 'html', position: at(1) }, 'raw HTML (line 11)'],
    [
      'an expression attribute',
      {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: { type: 'mdxJsxAttributeValueExpression' } }],
      },
      'attribute that is not a plain string',
    ],
    [
      'a spread attribute',
      { type: 'mdxJsxFlowElement', name: 'Callout', attributes: [{ type: 'mdxJsxExpressionAttribute' }] },
      'attribute that is not a plain string',
    ],
    ['a javascript: link', { type: 'link', url: 'JavaScript:alert(1)' }, 'a JavaScript: link'],
  ])('refuses %s', (_, node, message) => {
    expect(() => policy(root({ type: 'paragraph', children: [node] }))).toThrow(message)
  })
})
