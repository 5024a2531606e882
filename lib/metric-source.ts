import { apiPaths, apiUrl, API_TIMEOUT_MS } from '#lib/api'
import { fetchWithTimeout } from '#lib/http'
import type { MetricName } from '#lib/metrics'

// Plain checks rather than zod: two numbers do not need a validator in the browser.

const isMetricValue = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

type CacheEntry = { timestamp: number; value: number }

function isCacheEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false
  const { timestamp, value: metric } = value as Record<string, unknown>
  return typeof timestamp === 'number' && Number.isFinite(timestamp) && isMetricValue(metric)
}

export const METRIC_CACHE_TTL_MS = 5 * 60 * 1000

export const metricCacheKey = (name: MetricName) => `plainguard-metric-${name}`

export function readCachedMetric(storage: Storage | null, name: MetricName, now: number): number | undefined {
  try {
    const raw = storage?.getItem(metricCacheKey(name))
    if (!raw) return undefined
    const entry: unknown = JSON.parse(raw)
    if (!isCacheEntry(entry)) return undefined
    const age = now - entry.timestamp
    return age >= 0 && age < METRIC_CACHE_TTL_MS ? entry.value : undefined
  } catch {
    return undefined
  }
}

export function writeCachedMetric(storage: Storage | null, name: MetricName, value: number, now: number): void {
  const entry: CacheEntry = { timestamp: now, value }
  try {
    storage?.setItem(metricCacheKey(name), JSON.stringify(entry))
  } catch {
    // Quota exceeded or storage disabled: carry on without the cache.
  }
}

export async function fetchMetric(name: MetricName): Promise<number> {
  const response = await fetchWithTimeout(apiUrl(apiPaths.metrics[name]), {
    timeoutMs: API_TIMEOUT_MS,
    headers: { accept: 'application/json' },
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`Metric ${name}: HTTP ${response.status}`)
  const value: unknown = await response.json()
  if (!isMetricValue(value)) throw new Error(`Metric ${name}: not a finite, non-negative number`)
  return value
}

export async function loadMetric(name: MetricName, storage: Storage | null, now = Date.now()): Promise<number> {
  const cached = readCachedMetric(storage, name, now)
  if (cached !== undefined) return cached
  const value = await fetchMetric(name)
  writeCachedMetric(storage, name, value, Date.now())
  return value
}
