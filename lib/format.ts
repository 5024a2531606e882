const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** `2024-09-15` -> `15 September 2024`, the same on every server and browser. */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}

/** `scan pack` -> `Scan pack`: a phrase used as a label. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `Within 1 working day` -> `within 1 working day`: a stand-alone phrase placed inside a sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

const conjunction = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })

/** `['a', 'b', 'c']` -> `a, b and c`. */
export function formatList(items: readonly string[]): string {
  return conjunction.format(items)
}

/** A rate as a whole percentage: `0.2` -> `20%`. */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`
}
