import { balancedGrid, cardSpanClasses, leadSpans } from '#components/ui/card-grid.ts'

type Breakpoint = 'md' | 'lg'

/** What a class list sets at a breakpoint, as Tailwind's cascade reads it: `lg:` overrides `md:`, which overrides none. */
const valueAt = (classes: string, utility: string, breakpoint: Breakpoint, base: number) => {
  const at = (prefix: string) => new RegExp(`(?:^| )${prefix}:${utility}-(\\d)`).exec(classes)?.[1]
  return Number((breakpoint === 'lg' && at('lg')) || at('md') || base)
}

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

describe('cardSpanClasses', () => {
  // The solution page's card grid: two columns from md, three from lg.
  it.each([6, 7, 8, 9, 10, 11, 12])('%i cards placed by their spans fill every row at two and at three columns', (count) => {
    const classes = Array.from({ length: count }, (_, index) => cardSpanClasses(index, leadSpans(count)))
    for (const [breakpoint, columns] of [
      ['md', 2],
      ['lg', 3],
    ] as const) {
      const rows = place(
        classes.map((card) => valueAt(card, 'col-span', breakpoint, 1)),
        columns,
      )
      expect(rows.map((row) => row.width)).toEqual(Array(rows.length).fill(columns))
    }
  })
})

describe('balancedGrid', () => {
  /** The cards in each row at a breakpoint. */
  const cardsPerRow = (count: number, breakpoint: Breakpoint, pairsFirst = false) => {
    const grid = balancedGrid(count, { pairsFirst })
    const columns = valueAt(grid.list, 'grid-cols', breakpoint, 1)
    const spans = Array.from({ length: count }, (_, index) => valueAt(grid.item(index), 'col-span', breakpoint, 1))
    const rows = place(spans, columns)
    return { columns, rows }
  }

  it('one card: half the width from md, not stretched across it', () => {
    for (const breakpoint of ['md', 'lg'] as const)
      expect(cardsPerRow(1, breakpoint)).toEqual({ columns: 2, rows: [{ cards: 1, width: 1 }] })
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
    const { columns, rows } = cardsPerRow(count, 'lg')
    expect(rows.map((row) => row.cards)).toEqual(cards)
    for (const row of rows) expect(row.width).toBe(columns)
  })

  it.each([2, 3, 4, 5, 6, 7, 8, 13])('%i cards at md: two a row, an odd first card across both, every row full', (count) => {
    const { columns, rows } = cardsPerRow(count, 'md')
    expect(columns).toBe(2)
    expect(rows.map((row) => row.cards)).toEqual(count % 2 ? [1, ...Array((count - 1) / 2).fill(2)] : Array(count / 2).fill(2))
    for (const row of rows) expect(row.width).toBe(2)
  })

  it.each([
    [4, [2, 2]],
    [5, [2, 3]],
    [7, [2, 2, 3]],
    [8, [2, 3, 3]],
  ])('%i posts at lg, pairs first: rows of %j, every row full', (count, cards) => {
    const { columns, rows } = cardsPerRow(count, 'lg', true)
    expect(rows.map((row) => row.cards)).toEqual(cards)
    for (const row of rows) expect(row.width).toBe(columns)
  })
})
