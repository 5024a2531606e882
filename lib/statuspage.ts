import { array, minLength, object, string, url, type infer as Infer } from 'zod/mini'
import { fetchWithTimeout } from './http'

// zod/mini: this runs in the browser on every page, where full zod would cost ~15 kB.
const statuspageSchema = object({
  incidents: array(
    object({
      name: string().check(minLength(1)),
      status: string().check(minLength(1)),
      // Only http(s): the link is rendered as an href.
      shortlink: url({ protocol: /^https?$/ }),
    }),
  ),
})

export type Incident = Infer<typeof statuspageSchema>['incidents'][number]

export const STATUSPAGE_TIMEOUT_MS = 5000

/** The first unresolved incident of a Statuspage response, or null when there is none. Throws on a malformed body. */
export function firstIncident(body: unknown): Incident | null {
  const { incidents } = statuspageSchema.parse(body)
  return incidents[0] ?? null
}

/** GET the unresolved incidents; throws on network failure, timeout, non-2xx status or malformed JSON. */
export async function fetchFirstIncident(
  url: string,
  { signal, timeoutMs = STATUSPAGE_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Incident | null> {
  const response = await fetchWithTimeout(url, {
    timeoutMs,
    signal,
    headers: { accept: 'application/json' },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  })
  if (!response.ok) throw new Error(`Statuspage answered HTTP ${response.status}`)
  return firstIncident(await response.json())
}
