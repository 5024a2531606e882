import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { takedowns } from '@/content/solutions/takedowns'
import { ogImagePath } from '#lib/seo'
import { solutions } from '@/content/solutions/index'
import { industries } from '@/content/industries/index'
import { industryNames } from '@/content/industry-names'
import { checkContent, industryPageSchema, solutionPageSchema } from '@/content/schema'

describe('checkContent', () => {
  it('fails with the page (its slug) and the field named, as the build would', () => {
    const withoutSubtitle: Partial<typeof takedowns> = { ...takedowns }
    delete withoutSubtitle.middleSubtitle
    expect(() => checkContent(solutionPageSchema, withoutSubtitle as never)).toThrow('takedowns: middleSubtitle:')
    const emptyCard = {
      ...takedowns,
      cards: takedowns.cards.map((card, index) => (index === 2 ? { ...card, title: ' ' } : card)),
    }
    expect(() => checkContent(solutionPageSchema, emptyCard)).toThrow('takedowns: cards.2.title: must not be empty')
  })

  it('keeps a page’s summary to one line of the Solutions menu', () => {
    expect(() => checkContent(solutionPageSchema, { ...takedowns, summary: 'x'.repeat(49) })).toThrow(
      'takedowns: summary: must fit one line of the Solutions menu: 48 characters at most',
    )
    expect(checkContent(solutionPageSchema, { ...takedowns, summary: 'x'.repeat(48) }).summary).toHaveLength(48)
  })

  it('returns the checked content when it is valid', () => {
    expect(checkContent(solutionPageSchema, takedowns)).toEqual(takedowns)
  })

  it('names every page file as its page and lists it in its registry', () => {
    // An industry's file is its key in content/industry-names.ts: one slug keeps a misspelling the file need not.
    const industryKey = (slug: string) => Object.entries(industryNames).find((entry) => entry[1].slug === slug)?.[0]
    for (const [folder, names] of [
      ['solutions', solutions.map((page) => page.slug)],
      ['industries', industries.map((page) => industryKey(page.slug))],
    ] as const) {
      const files = readdirSync(join(__dirname, folder)).filter((name) => /^[a-z0-9-]+\.ts$/.test(name) && name !== 'index.ts')
      expect(files.sort()).toEqual(names.map((name) => `${name}.ts`).sort())
    }
  })
})

describe('solution and industry share images', () => {
  it('match the image the page template renders', () => {
    for (const page of [...solutions, ...industries]) expect(page.seoImage).toBe(ogImagePath(page.canonicalUrl))
  })
})

describe('solution and industry page URLs', () => {
  const fields = { ...takedowns, canonicalUrl: undefined, seoImage: undefined }

  it('follow from the section and the slug', () => {
    expect(checkContent(industryPageSchema, fields)).toMatchObject({
      canonicalUrl: '/industry/takedowns',
      seoImage: '/og/industry/takedowns.png',
    })
  })

  it('take a path the file gives instead, and its share image', () => {
    expect(checkContent(solutionPageSchema, { ...fields, canonicalUrl: '/solutions/other' })).toMatchObject({
      canonicalUrl: '/solutions/other',
      seoImage: '/og/solutions/other.png',
    })
  })
})
