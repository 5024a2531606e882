import { takedowns } from '@/content/solutions/takedowns'
import { ogImagePath } from '@/lib/seo'
import { solutions } from '@/content/solutions'
import { industries } from '@/content/industries'
import { checkContent, solutionPageSchema } from './schema'

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
