import { number, object, type infer as Infer } from 'zod/mini'
import { apiPaths, apiUrl, API_TIMEOUT_MS } from './api'
import { fetchWithTimeout } from './http'
import type { MetricName } from './metrics'

// Imported after the metrics block is displayed, so zod stays out of the home page's first-load JavaScript.

/** A finite, non-negative number (zod's number() already refuses NaN and ±Infinity). */
const metricValue = number().check((ctx) => {
  if (ctx.value < 0) ctx.issues.push({ code: 'custom', message: 'must not be negative', input: ctx.value })
})
const cacheEntry = object({ timestamp: number(), value: metricValue })
type CacheEntry = Infer<typeof cacheEntry>

export const METRIC_CACHE_TTL_MS = 5 * 60 * 1000

export const metricCacheKey = (name: MetricName) => `plainguard-metric-${name}`

/** A fresh cached value, or undefined when there is none, it is older than 5 minutes, or storage fails. */
export function readCachedMetric(storage: Storage | null, name: MetricName, now: number): number | undefined {
  try {
    const raw = storage?.getItem(metricCacheKey(name))
    if (!raw) return undefined
    const entry = cacheEntry.safeParse(JSON.parse(raw))
    if (!entry.success) return undefined
    const age = now - entry.data.timestamp
    return age >= 0 && age < METRIC_CACHE_TTL_MS ? entry.data.value : undefined
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

/** GET a metric; throws on a network failure, a timeout, a non-2xx status or a body that is not a valid number. */
export async function fetchMetric(name: MetricName): Promise<number> {
  const response = await fetchWithTimeout(apiUrl(apiPaths.metrics[name]), {
    timeoutMs: API_TIMEOUT_MS,
    headers: { accept: 'application/json' },
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`Metric ${name}: HTTP ${response.status}`)
  const parsed = metricValue.safeParse(await response.json())
  if (!parsed.success) throw new Error(`Metric ${name}: not a finite, non-negative number`)
  return parsed.data
}

/** The metric from a fresh cache entry, else from the server (then cached). */
export async function loadMetric(name: MetricName, storage: Storage | null, now = Date.now()): Promise<number> {
  const cached = readCachedMetric(storage, name, now)
  if (cached !== undefined) return cached
  const value = await fetchMetric(name)
  writeCachedMetric(storage, name, value, Date.now())
  return value
}
