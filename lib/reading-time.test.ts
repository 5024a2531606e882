import { readingMinutes, wordCount } from './reading-time'

describe('reading time', () => {
  it('counts words in paragraphs, headings and list items', () => {
    expect(wordCount([{ type: 'h2', text: 'Two words' }, { type: 'p', text: ' three  more words ' }, { type: 'ul', items: ['a b', 'c'] }])).toBe(8)
  })

  it('rounds up at 200 words a minute, at least one minute', () => {
    const words = (n: number) => [{ type: 'p' as const, text: Array.from({ length: n }, () => 'word').join(' ') }]
    expect(readingMinutes(words(1))).toBe(1)
    expect(readingMinutes(words(200))).toBe(1)
    expect(readingMinutes(words(201))).toBe(2)
    expect(readingMinutes(words(1000))).toBe(5)
  })
})
