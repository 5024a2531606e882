/** Each is the name of its API endpoint. */
export type MetricName = 'threats' | 'scraped' | 'scanned'

export function formatMetric(value: number | null): string {
  if (value === null) return 'Loading...'
  if (value >= 1_000_000) return `${Math.floor(value / 1_000_000)}M+`
  if (value >= 1_000) return `${Math.floor(value / 1_000)}K+`
  return String(Math.floor(value))
}
