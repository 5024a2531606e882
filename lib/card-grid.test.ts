import { cardSpanClasses, leadSpans } from './card-grid.ts'

describe('leadSpans', () => {
  it.each([6, 7, 8, 9, 10, 11, 12])('%i cards fill every row at two and at three columns', (count) => {
    const spans = leadSpans(count)
    expect((count + spans.md) % 2).toBe(0)
    expect((count + spans.lg) % 3).toBe(0)
  })

  it('spans nothing when the count divides', () => {
    expect(leadSpans(6)).toEqual({ md: 0, lg: 0 })
    expect(leadSpans(12)).toEqual({ md: 0, lg: 0 })
  })

  it('8 cards: the first spans two of three columns, none at two columns', () => {
    expect(leadSpans(8)).toEqual({ md: 0, lg: 1 })
  })

  it('7 cards: the first spans at two columns, the first two at three', () => {
    expect(leadSpans(7)).toEqual({ md: 1, lg: 2 })
  })
})

describe('cardSpanClasses', () => {
  it('gives each card the spans of its breakpoints, and undoes a narrower one', () => {
    expect(cardSpanClasses(0, { md: 1, lg: 2 })).toBe('md:col-span-2')
    expect(cardSpanClasses(1, { md: 1, lg: 2 })).toBe('lg:col-span-2')
    expect(cardSpanClasses(0, { md: 1, lg: 0 })).toBe('md:col-span-2 lg:col-span-1')
    expect(cardSpanClasses(0, { md: 0, lg: 1 })).toBe('lg:col-span-2')
    expect(cardSpanClasses(2, { md: 1, lg: 2 })).toBe('')
  })
})
