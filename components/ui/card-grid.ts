/** Lead cards span two columns at `md` and `lg`, so a true 1/2/3-column grid leaves no orphan in its last row. */
export type LeadSpans = { md: 0 | 1; lg: 0 | 1 | 2 }

export function leadSpans(count: number): LeadSpans {
  return { md: (count % 2) as 0 | 1, lg: ((3 - (count % 3)) % 3) as 0 | 1 | 2 }
}

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
 * No short row and no card stretched alone: two a row from `md`, three from `lg` (on six tracks) with the last rows in
 * pairs where three would leave one; `leadFirst` puts the odd cards first. Spans are of 2 at `md` and of 6 at `lg`.
 */
export function balancedSpans(count: number, { leadFirst = false } = {}): { md: 1 | 2; lg: 2 | 3 | 6 }[] {
  const pairs = [0, 4, 2][count % 3]!
  return Array.from({ length: count }, (_, index) => ({
    md: index === 0 && count % 2 === 1 ? 2 : 1,
    lg: !leadFirst ? (index >= count - pairs ? 3 : 2) : count % 3 === 1 ? (index === 0 ? 6 : 2) : index < pairs ? 3 : 2,
  }))
}

const mdSpan = { 1: '', 2: 'md:col-span-2 ' }
const lgSpan = { 2: 'lg:col-span-2', 3: 'lg:col-span-3', 6: 'lg:col-span-6' }

export function balancedGrid(count: number, options: { leadFirst?: boolean } = {}) {
  if (count < 2) return { list: 'grid md:grid-cols-2', item: (): string => '' }
  const spans = balancedSpans(count, options)
  return {
    list: 'grid md:grid-cols-2 lg:grid-cols-6',
    item: (index: number) => `${mdSpan[spans[index]!.md]}${lgSpan[spans[index]!.lg]}`,
  }
}
