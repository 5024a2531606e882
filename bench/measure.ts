import type { BrowserContext, TestInfo } from '@playwright/test'

/** Every host but loopback is blocked: a measurement neither reaches the internet nor waits for it. */
export const loopbackOnly = (context: BrowserContext) =>
  context.route(
    (url) => !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
    (route) => route.abort(),
  )

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export const kB = (bytes: number) => (bytes / 1024).toFixed(1)

/** A titled Markdown table with padded columns, handed to bench/table-reporter.ts, which prints it. */
export function attachTable(testInfo: TestInfo, title: string, headers: string[], rows: (string | number)[][], notes = '') {
  const cells = [headers, ...rows.map((row) => row.map(String))]
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => row[column]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  const table = [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n')
  return testInfo.attach('table', { body: `${title}\n\n${table}${notes && `\n\n${notes}`}`, contentType: 'text/markdown' })
}
