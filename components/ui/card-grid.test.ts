import { balancedGrid, balancedSpans, leadSpans } from '@/components/ui/card-grid'

/** The rows of a grid of `columns` tracks, the cards placed in order by their spans: cards and width filled. */
const place = (spans: number[], columns: number) => {
  const rows: { cards: number; width: number }[] = []
  for (const span of spans) {
    if (!rows.length || rows.at(-1)!.width + span > columns) rows.push({ cards: 0, width: 0 })
    rows.at(-1)!.cards++
    rows.at(-1)!.width += span
  }
  return rows
}

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

// The solution page's cards (cardSpanClasses) are placed and measured in the browser: e2e/page-checks/templates.ts.

describe('balancedSpans', () => {
  const rowsAt = (count: number, breakpoint: 'md' | 'lg', leadFirst = false) =>
    place(
      balancedSpans(count, { leadFirst }).map((span) => span[breakpoint]),
      breakpoint === 'md' ? 2 : 6,
    )

  it('one card: half the width from md, not stretched across it', () => {
    expect(balancedGrid(1)).toMatchObject({ list: 'grid md:grid-cols-2' })
    expect(balancedGrid(1).item(0)).toBe('')
  })

  it.each([
    [2, [2]],
    [3, [3]],
    [4, [2, 2]],
    [5, [3, 2]],
    [6, [3, 3]],
    [7, [3, 2, 2]],
    [8, [3, 3, 2]],
    [13, [3, 3, 3, 2, 2]],
  ])('%i cards at lg: rows of %j, every row full', (count, cards) => {
    const rows = rowsAt(count, 'lg')
    expect(rows.map((row) => row.cards)).toEqual(cards)
    for (const row of rows) expect(row.width).toBe(6)
  })

  it.each([
    [4, [1, 3]],
    [5, [2, 3]],
    [7, [1, 3, 3]],
    [8, [2, 3, 3]],
    [10, [1, 3, 3, 3]],
  ])('%i posts at lg, leading: rows of %j, every row full', (count, cards) => {
    const rows = rowsAt(count, 'lg', true)
    expect(rows.map((row) => row.cards)).toEqual(cards)
    for (const row of rows) expect(row.width).toBe(6)
  })

  it.each([2, 3, 4, 5, 6, 7, 8, 13])('%i cards at md: two a row, an odd first card across both, every row full', (count) => {
    const rows = rowsAt(count, 'md')
    expect(rows.map((row) => row.cards)).toEqual(count % 2 ? [1, ...Array((count - 1) / 2).fill(2)] : Array(count / 2).fill(2))
    for (const row of rows) expect(row.width).toBe(2)
  })

  it('gives each span its class', () => {
    const grid = balancedGrid(5)
    expect(grid.list).toBe('grid md:grid-cols-2 lg:grid-cols-6')
    expect([0, 1, 2, 3, 4].map(grid.item)).toEqual([
      'md:col-span-2 lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-3',
      'lg:col-span-3',
    ])
  })
})
