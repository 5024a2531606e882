import { candidatesToCheck } from '#lib/lookalike/candidates'
import { checkRegisteredStream, type CheckOptions } from '#lib/lookalike/check-registered'
import { dohResolver } from '#lib/lookalike/doh'
import { INPUT_MAX, parseDomain } from '#lib/lookalike/parse'

/** The longest query answered: `domain=` and the longest input the checker takes, percent-encoded. */
export const QUERY_MAX = 16 + 3 * INPUT_MAX

// Kept by no cache: the headers go before the run ends, and a run cut short must not answer a repeat.
const headers = { 'cache-control': 'no-store' }
const refusal = (status: 400 | 414, error: string) => Response.json({ error }, { status, headers })

/** `GET /api/lookalikes/registered?domain=D` as NDJSON; only lookalikes of D are asked about, nothing is kept. */
export function registeredResponse(request: Request, dohUrl: string, options: CheckOptions = {}): Response {
  const url = new URL(request.url)
  if (url.search.length > QUERY_MAX) return refusal(414, 'The query is too long: give just the domain, such as example.co.uk.')
  const given = url.searchParams.getAll('domain')
  if (given.length !== 1) return refusal(400, 'Give one domain, as ?domain=example.co.uk.')
  const parsed = parseDomain(given[0]!)
  if (!parsed.ok) return refusal(400, parsed.error)
  const body = checkRegisteredStream(candidatesToCheck(parsed.domain), dohResolver(dohUrl), {
    ...options,
    signal: request.signal,
  })
  // x-accel-buffering: a proxy in front (nginx) passes each line on as it comes.
  return new Response(body, {
    headers: { ...headers, 'content-type': 'application/x-ndjson; charset=utf-8', 'x-accel-buffering': 'no' },
  })
}
