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

export function countOf(value: number, noun: string): string {
  const plural = value === 1 || noun === 'more' ? noun : `${noun}s`
  return `${formatCount(value)} ${plural}`
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export function formatList(items: readonly string[]): string {
  conjunction ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' })
  return conjunction.format(items)
}

export function formatPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`
}

/** "Dark web" is one term: a title balanced across lines never ends a line on "Dark". */
export function keepTermsTogether(text: string): string {
  return text.replace(/\b(dark) (web)\b/gi, '$1\u00a0$2')
}

export function keepTimeTogether(text: string): string {
  return text.replace(
    /(\d) (?=(?:min|mins|h|hours?|days?|weeks?|working)\b)|(?<=\b(?:min|mins|h|hours?|days?|weeks?)) (?=ago\b)|(?<=\bworking) (?=days?\b)/g,
    '$1\u00a0',
  )
}
