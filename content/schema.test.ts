import { takedowns } from '@/content/solutions/takedowns'
import { ogImagePath } from '@/lib/seo'
import { solutions } from '@/content/solutions'
import { industries } from '@/content/industries'
import { checkContent, industryPageSchema, solutionPageSchema } from './schema'

describe('checkContent', () => {
  it('fails with the file and the field named, as the build would', () => {
    const withoutSubtitle: Partial<typeof takedowns> = { ...takedowns }
    delete withoutSubtitle.middleSubtitle
    expect(() => checkContent(solutionPageSchema, 'content/solutions/takedowns.ts', withoutSubtitle as never)).toThrow(
      'content/solutions/takedowns.ts: middleSubtitle:',
    )
    const emptyCard = { ...takedowns, cards: takedowns.cards.map((card, index) => (index === 2 ? { ...card, title: ' ' } : card)) }
    expect(() => checkContent(solutionPageSchema, 'content/solutions/takedowns.ts', emptyCard)).toThrow(
      'content/solutions/takedowns.ts: cards.2.title: must not be empty',
    )
  })

  it('returns the checked content when it is valid', () => {
    expect(checkContent(solutionPageSchema, 'x.ts', takedowns)).toEqual(takedowns)
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
    expect(checkContent(industryPageSchema, 'x.ts', fields)).toMatchObject({
      canonicalUrl: '/industry/takedowns',
      seoImage: '/og/industry/takedowns.png',
    })
  })

  it('take a path the file gives instead, and its share image', () => {
    expect(checkContent(solutionPageSchema, 'x.ts', { ...fields, canonicalUrl: '/solutions/other' })).toMatchObject({
      canonicalUrl: '/solutions/other',
      seoImage: '/og/solutions/other.png',
    })
  })
})
