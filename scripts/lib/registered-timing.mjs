// The registered-lookalike check timed as a visitor gets it: GET /api/lookalikes/registered on a running
// site whose LOOKALIKE_DOH_URL is this module's stand-in resolver, answering every question in 20 ms.
import { ndjsonLines } from '../../lib/lookalike/ndjson.ts'
import { startStandInDoh } from './stand-in-doh.mjs'

export const REGISTERED_FIRST_LINE_BUDGET_MS = 1000
export const REGISTERED_TOTAL_BUDGET_MS = 5000
/** Where the site under test must send its questions: `LOOKALIKE_DOH_URL=http://127.0.0.1:3197/dns-query`. */
export const BENCH_DOH_PORT = 3197
/** A 10-character .co.uk name, and lookalikes of it registered across the check's order (homoglyphs come last). */
const DOMAIN = 'plainguard.co.uk'
const names = Object.fromEntries(
  ['plainguard.com', 'plaingaurd.co.uk', 'plainguards.co.uk', 'plainguard-login.co.uk', 'p1ainguard.co.uk'].map((name) => [
    name,
    { ns: ['ns1.host.example'], a: ['192.0.2.1'], mx: ['mx.host.example'] },
  ]),
)

/**
 * Milliseconds to the first registered line and to the last line, from the request.
 * @param {string} siteUrl
 */
export async function measureRegisteredCheck(siteUrl) {
  const standIn = await startStandInDoh({ names, delayMs: 20, port: BENCH_DOH_PORT })
  try {
    const started = performance.now()
    const response = await fetch(`${siteUrl}/api/lookalikes/registered?domain=${DOMAIN}`)
    if (!response.ok || !response.body) throw new Error(`the API answered ${response.status}`)
    let [firstMs, last] = [NaN, /** @type {Record<string, unknown>} */ ({})]
    for await (const line of ndjsonLines(response.body)) {
      const fields = /** @type {Record<string, unknown>} */ (line)
      if ('domain' in fields && Number.isNaN(firstMs)) firstMs = performance.now() - started
      last = fields
    }
    const totalMs = performance.now() - started
    if (standIn.questions.length === 0)
      throw new Error(`${siteUrl} did not ask the bench's resolver: start it with LOOKALIKE_DOH_URL=${standIn.url}`)
    return { domain: DOMAIN, firstMs, totalMs, checked: last.checked, registered: last.registered, partial: last.partial }
  } finally {
    await standIn.stop()
  }
}
