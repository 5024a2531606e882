import type { CheckLine, RegisteredLine } from '#lib/lookalike/check-registered'
import { ndjsonLines } from '#lib/lookalike/ndjson'
import type { CheckFailure } from '#lib/lookalike/registered-state'
import { techniqueIds } from '#lib/lookalike/techniques'

/** The site's own route, not the Plainguard API, so it is not in lib/api.ts. */
export const REGISTERED_PATH = '/api/lookalikes/registered'

/** The server ends a check within 30 s (CHECK_TIME_CAP_MS); a response still open well past that is stuck. */
export const REGISTERED_TIMEOUT_MS = 45_000

export class CheckFailed extends Error {
  readonly failure: CheckFailure

  constructor(failure: CheckFailure) {
    super(`registered-lookalike check: ${failure}`)
    this.failure = failure
  }
}

export const failureOfStatus = (status: number): CheckFailure =>
  status === 429 ? 'rate-limited' : status >= 500 ? 'unavailable' : 'refused'

const strings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string')
const numbers = (...values: unknown[]) => values.every((value) => typeof value === 'number')
const techniques: readonly unknown[] = techniqueIds
const statuses: unknown[] = ['registered', 'servfail'] satisfies RegisteredLine['status'][]

/** Network input, checked by hand: zod's core would add about 17 kB to a first load with 10 kB to spare (bench/budgets.ts). */
export function checkLineOf(value: unknown): CheckLine | null {
  if (typeof value !== 'object' || value === null) return null
  const line = value as Record<string, unknown>
  if (line.done === true) return numbers(line.checked, line.registered, line.ms) ? (line as CheckLine) : null
  if ('domain' in line) {
    const named = typeof line.domain === 'string' && typeof line.display === 'string'
    const known = techniques.includes(line.technique) && statuses.includes(line.status)
    return named && known && ['ns', 'a', 'aaaa', 'mx'].every((type) => strings(line[type])) ? (line as CheckLine) : null
  }
  return numbers(line.checked, line.of) ? (line as CheckLine) : null
}

/** Throws CheckFailed when no totals come. */
export async function* fetchRegistered(
  domain: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): AsyncGenerator<CheckLine, void, undefined> {
  const request = AbortSignal.any([signal, AbortSignal.timeout(REGISTERED_TIMEOUT_MS)])
  const failed = (error: unknown, failure: CheckFailure) => (signal.aborted ? error : new CheckFailed(failure))
  let response: Response
  try {
    response = await fetcher(`${REGISTERED_PATH}?domain=${encodeURIComponent(domain)}`, { signal: request })
  } catch (error) {
    throw failed(error, request.aborted ? 'unavailable' : 'network')
  }
  if (!response.ok) throw new CheckFailed(failureOfStatus(response.status))
  if (!response.body || !response.headers.get('content-type')?.startsWith('application/x-ndjson'))
    throw new CheckFailed('unavailable')
  try {
    for await (const value of ndjsonLines(response.body)) {
      const line = checkLineOf(value)
      if (!line) continue
      yield line
      if ('done' in line) return
    }
  } catch (error) {
    throw failed(error, error instanceof SyntaxError || request.aborted ? 'unavailable' : 'network')
  }
  throw new CheckFailed('network')
}
