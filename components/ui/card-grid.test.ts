import { cardSpanClasses, leadSpans, proofGrid } from '@/components/ui/card-grid'

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

  it('7 cards: one leads at two columns, two at three', () => {
    expect(leadSpans(7)).toEqual({ md: 1, lg: 2 })
  })
})

describe('cardSpanClasses', () => {
  it('gives each card the spans of its breakpoints, and undoes a narrower one', () => {
    expect(cardSpanClasses(0, { md: 1, lg: 2 })).toBe('md:col-span-2')
    expect(cardSpanClasses(1, { md: 1, lg: 2 })).toBe('')
    expect(cardSpanClasses(2, { md: 1, lg: 2 })).toBe('lg:col-span-2')
    expect(cardSpanClasses(0, { md: 1, lg: 0 })).toBe('md:col-span-2 lg:col-span-1')
    expect(cardSpanClasses(0, { md: 0, lg: 1 })).toBe('lg:col-span-2')
    expect(cardSpanClasses(3, { md: 1, lg: 2 })).toBe('')
  })
})

describe('proofGrid', () => {
  /** The cards in each row at `lg` (six tracks), from the spans the items get. */
  const rowsAtLg = (count: number) => {
    const { item } = proofGrid(count)
    const rows: number[] = []
    let filled = 6
    for (let index = 0; index < count; index++) {
      const span = item(index).includes('lg:col-span-3') ? 3 : 2
      if (filled + span > 6) {
        rows.push(0)
        filled = 0
      }
      rows[rows.length - 1]!++
      filled += span
    }
    return rows
  }

  it('one card: half the width from md, not stretched across it', () => {
    expect(proofGrid(1)).toMatchObject({ list: 'grid gap-6 md:grid-cols-2' })
    expect(proofGrid(1).item(0)).toBe('')
  })

  it.each([
    [2, [2]],
    [3, [3]],
    [4, [2, 2]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [3, 2, 2]],
    [8, [3, 3, 2]],
  ])('%i cards at lg: rows of %j, every row full', (count, rows) => {
    expect(rowsAtLg(count)).toEqual(rows)
  })

  it('at md an odd count puts the first card across both columns', () => {
    expect(proofGrid(3).item(0)).toMatch(/^md:col-span-2 /)
    expect(proofGrid(3).item(1)).not.toContain('md:')
    expect(proofGrid(4).item(0)).not.toContain('md:')
  })
})
