/** The metric counters of the home page, by the name of their API endpoint. */
export type MetricName = 'threats' | 'scraped' | 'scanned'

/** Whole millions with 'M+' from 1,000,000, whole thousands with 'K+' from 1,000, else the number rounded down. */
export function formatMetric(value: number | null): string {
  if (value === null) return 'Loading...'
  if (value >= 1_000_000) return `${Math.floor(value / 1_000_000)}M+`
  if (value >= 1_000) return `${Math.floor(value / 1_000)}K+`
  return String(Math.floor(value))
}
