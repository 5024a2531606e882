/**
 * A Markdown table with padded columns, readable in a terminal and as Markdown (bench/results.md).
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function markdownTable(headers, rows) {
  const cells = [headers, ...rows.map((row) => row.map(String))]
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)))
  /** @param {string[]} row */
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join('\n')
}

/** kB as 1024 bytes, one decimal. @param {number} bytes */
export const kB = (bytes) => (bytes / 1024).toFixed(1)
