/**
 * A card grid of one column on phones, two from `md` and three from `lg` (SPEC section 2) leaves the
 * last row short unless the count divides. Instead of an orphan, the first cards span two columns:
 * at `md`, one when the count is odd; at `lg`, as many as the last row lacks (one or two).
 */
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

/** A card spanning two columns lays its title beside its text, so the extra width is not empty space. */
export function wideCardClasses(index: number, spans: LeadSpans): string {
  // Whole class names, so Tailwind finds them in the source.
  const md = index < spans.md
  const lg = index < spans.lg
  if (md && lg) return 'md:grid md:grid-cols-[15rem_1fr] md:content-center md:items-center md:gap-x-6 md:[&>p]:mt-0'
  if (md)
    return 'md:grid md:grid-cols-[15rem_1fr] md:content-center md:items-center md:gap-x-6 md:[&>p]:mt-0 lg:block lg:[&>p]:mt-3'
  if (lg) return 'lg:grid lg:grid-cols-[15rem_1fr] lg:content-center lg:items-center lg:gap-x-6 lg:[&>p]:mt-0'
  return ''
}
