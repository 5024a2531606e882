import { fetchWithTimeout } from '#lib/http'
import { addresses } from '#lib/addresses'

/** Paths relative to {api}, which is NEXT_PUBLIC_API_URL. */
export const apiPaths = {
  newsletter: '/v1/newsletter',
  newsletterUnsubscribe: '/v1/newsletter/unsubscribe',
  contact: '/v1/contact',
  report: '/v1/report',
  demo: '/v1/demo',
  metrics: {
    threats: '/v1/metrics/threats',
    scraped: '/v1/metrics/scraped',
    scanned: '/v1/metrics/scanned',
  },
} as const

export const API_TIMEOUT_MS = 10_000

export function apiUrl(path: string): string {
  return `${addresses.apiUrl}${path}`
}

/** 'unreachable' means a network failure or no answer within 10 s. */
export type PostResult = number | 'unreachable'

/** Never throws: the caller turns the result into a message. */
export async function postJson(path: string, body: unknown): Promise<PostResult> {
  try {
    const response = await fetchWithTimeout(apiUrl(path), {
      timeoutMs: API_TIMEOUT_MS,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    })
    return response.status
  } catch {
    return 'unreachable'
  }
}
