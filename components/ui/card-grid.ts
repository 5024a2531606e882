/**
 * How many lead cards of a list take a row of their own, in a grid of two columns from `md` and three from `lg`, so
 * that the rest fill every row: the posts, whose wide cards lay their picture beside their text.
 */
export function rowLeads(count: number): { md: number; lg: number } {
  return { md: count % 2, lg: count % 3 }
}

/**
 * A list of cards of any length (service cards, techniques, proof, certifications, leaders), with no short row and
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
