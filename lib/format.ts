// Intl formatters are built on first use, not when a page loads this module: each costs a phone's main thread.
let longDate: Intl.DateTimeFormat | undefined
let conjunction: Intl.ListFormat | undefined

/** `2024-09-15` -> `15 September 2024`, the same on every server and browser. */
export function formatDate(isoDate: string): string {
  longDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return longDate.format(new Date(`${isoDate}T00:00:00Z`))
}

/** `1234567` -> `1,234,567`: not toLocaleString, whose first call costs a phone 45-120 ms. */
export function formatCount(count: number): string {
  const digits = String(Math.round(Math.abs(count))).replace(/\B(?=(\d{3})+$)/g, ',')
  return count < 0 ? `-${digits}` : digits
}

/** A count and its noun: `1 domain`, `2,048 domains`; "more" stays as it is. */
export function countOf(value: number, noun: string): string {
  const plural = value === 1 || noun === 'more' ? noun : `${noun}s`
  return `${formatCount(value)} ${plural}`
}

/** `scan pack` -> `Scan pack`: a phrase used as a label. */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `Within 1 working day` -> `within 1 working day`: a stand-alone phrase placed inside a sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** `['a', 'b', 'c']` -> `a, b and c`. */
export function formatList(items: readonly string[]): string {
  conjunction ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })
  return conjunction.format(items)
}

/** A rate as a whole percentage: `0.2` -> `20%`. */
export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`
}

/**
 * A card's short copy with its last two words joined by a no-break space, so its last line never holds one word alone.
 * Card copy wraps plainly (`text-wrap`) because Chrome's `pretty` evens every line of a paragraph of four lines or
 * fewer, leaving each one short of the card's edge. Only a pair of 20 characters or fewer: it fits any column.
 */
export function keepLastWordsTogether(text: string): string {
  return text.replace(/(\S+) (\S+)$/, (pair, before: string, last: string) =>
    pair.length <= 20 ? `${before}\u00a0${last}` : pair,
  )
}

/** A time such as "9 min ago" or "1 working day" kept on one line: the spaces before its units do not break. */
export function keepTimeTogether(text: string): string {
  return text.replace(
    /(\d) (?=(?:min|mins|h|hours?|days?|weeks?|working)\b)|(?<=\b(?:min|mins|h|hours?|days?|weeks?)) (?=ago\b)|(?<=\bworking) (?=days?\b)/g,
    '$1\u00a0',
  )
}
