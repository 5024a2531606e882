import { fetchWithTimeout } from '#lib/http'

export type Incident = { name: string; status: string; shortlink: string }

// Three fields checked by hand: zod would put a validator in the chunk every page fetches, for three fields.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** Only absolute http(s) links, because the link is rendered as an href. */
function isWebLink(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function toIncident(value: unknown, index: number): Incident {
  if (!isRecord(value) || !isText(value.name) || !isText(value.status) || !isWebLink(value.shortlink))
    throw new Error(`Statuspage incident ${index} needs a name, a status and an http(s) shortlink`)
  return { name: value.name, status: value.status, shortlink: value.shortlink }
}

export const STATUSPAGE_TIMEOUT_MS = 5000

export function firstIncident(body: unknown): Incident | null {
  if (!isRecord(body) || !Array.isArray(body.incidents)) throw new Error('Statuspage answer has no list of incidents')
  const incidents = body.incidents.map(toIncident)
  return incidents[0] ?? null
}

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
