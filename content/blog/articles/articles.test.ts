import { blogEntries } from '@/content/blog/posts'
import type { RichText } from '@/content/schema'
import { articles } from './index'

function blockTexts(body: RichText): string[] {
  return body.flatMap((block) => (block.type === 'ul' || block.type === 'ol' ? block.items : [block.text]))
}

function wordCount(body: RichText): number {
  return blockTexts(body)
    .join(' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length
}

describe('blog article bodies', () => {
  it('exist for every blog entry and for nothing else', () => {
    expect(Object.keys(articles).sort()).toEqual(blogEntries.map((entry) => entry.slug).sort())
  })

  describe.each(blogEntries.map((entry) => [entry.slug, entry] as const))('%s', (slug) => {
    const body = articles[slug]!

    it('has a body', () => {
      expect(body).toBeDefined()
      expect(body.length).toBeGreaterThan(0)
    })

    it('has at least 700 words', () => {
      expect(wordCount(body)).toBeGreaterThanOrEqual(700)
    })

    it('has at least three h2 sections', () => {
      expect(body.filter((block) => block.type === 'h2').length).toBeGreaterThanOrEqual(3)
    })

    it('has at least one list', () => {
      expect(body.some((block) => block.type === 'ul' || block.type === 'ol')).toBe(true)
    })

    it('starts with an introductory paragraph', () => {
      expect(body[0]?.type).toBe('p')
    })

    it('contains plain text only (no HTML tags or markdown emphasis and links)', () => {
      for (const text of blockTexts(body)) {
        expect(text).not.toMatch(/<\/?[a-z][^>]*>/i)
        expect(text).not.toMatch(/\*\*|__|\[[^\]]*\]\([^)]*\)/)
      }
    })
  })
})
