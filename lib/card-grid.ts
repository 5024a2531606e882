/** No orphan in the last row of a 1/2/3-column grid: at `md` and `lg`, that many first cards span two columns. */
export type LeadSpans = { md: 0 | 1; lg: 0 | 1 | 2 }

export function leadSpans(count: number): LeadSpans {
  return { md: (count % 2) as 0 | 1, lg: ((3 - (count % 3)) % 3) as 0 | 1 | 2 }
}

/** The span classes of the card at `index`: two columns where it leads, one where a narrower breakpoint made it lead. */
export function cardSpanClasses(index: number, spans: LeadSpans): string {
  const md = index < spans.md
  const lg = index < spans.lg
  if (md && lg) return 'md:col-span-2'
  if (md) return 'md:col-span-2 lg:col-span-1'
  if (lg) return 'lg:col-span-2'
  return ''
}
