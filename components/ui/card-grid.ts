/**
 * No orphan in the last row of a true 1/2/3-column grid (the solution template's cards, which the spec puts in
 * three columns): at `md` and `lg`, that many lead cards span two columns.
 */
export type LeadSpans = { md: 0 | 1; lg: 0 | 1 | 2 }

export function leadSpans(count: number): LeadSpans {
  return { md: (count % 2) as 0 | 1, lg: ((3 - (count % 3)) % 3) as 0 | 1 | 2 }
}

/** The span classes of the card at `index`: two columns where it leads, one where a narrower breakpoint made it lead. */
export function cardSpanClasses(index: number, spans: LeadSpans): string {
  const md = index < spans.md
  // At three columns two wide cards side by side overflow a row: the second leads the second row.
  const lg = index === 0 ? spans.lg > 0 : index === 2 && spans.lg === 2
  if (md && lg) return 'md:col-span-2'
  if (md) return 'md:col-span-2 lg:col-span-1'
  if (lg) return 'lg:col-span-2'
  return ''
}

/**
 * How many lead cards of a list take a row of their own, in a grid of two columns from `md` and three from `lg`, so
 * that the rest fill every row: the posts, whose wide cards lay their picture beside their text.
 */
export function rowLeads(count: number): { md: number; lg: number } {
  return { md: count % 2, lg: count % 3 }
}

/**
 * A list of cards of any length (service cards, proof, certifications, leaders), with no short row and
 * no card stretched alone: one card keeps a half's width; from `md`, two a row, an odd first card across both;
 * from `lg`, three a row on six tracks, the last one or two rows in pairs where three would leave a card alone.
 * The caller adds its gap.
 */
export function balancedGrid(count: number): { list: string; item: (index: number) => string } {
  if (count < 2) return { list: 'grid md:grid-cols-2', item: () => '' }
  const pairs = [0, 4, 2][count % 3]!
  return {
    list: 'grid md:grid-cols-2 lg:grid-cols-6',
    item: (index) => {
      const md = index === 0 && count % 2 === 1 ? 'md:col-span-2 ' : ''
      return `${md}${index >= count - pairs ? 'lg:col-span-3' : 'lg:col-span-2'}`
    },
  }
}
