// A DNS-over-HTTPS client (RFC 8484) on `fetch`, so it runs on the Worker too, where nodejs_compat supplies node:buffer.
import { Buffer } from 'node:buffer'
import { decode, encode, RECURSION_DESIRED, type Answer, type DecodedPacket } from 'dns-packet'
import { deadline } from '#lib/http'
import { outcomeOf, type RecordType, type Resolver } from '#lib/lookalike/registered'

/** How long one attempt may take; dnstwist waits 2.5 s for an answer too. */
export const DOH_TIMEOUT_MS = 2500
export const DOH_RETRIES = 1

export type DohAnswer = { rcode: string; values: string[] }
export type DohOptions = {
  timeoutMs?: number
  retries?: number
  signal?: AbortSignal
  fetch?: typeof fetch
}

/** RFC 8484 GET form: the wire query as `dns`, base64url without padding. */
export function dohUrl(endpoint: string, name: string, type: RecordType): string {
  // ID 0, as RFC 8484 asks, so that caches can share answers.
  const query = encode({ type: 'query', id: 0, flags: RECURSION_DESIRED, questions: [{ type, name, class: 'IN' }] })
  const url = new URL(endpoint)
  url.searchParams.set('dns', query.toString('base64url'))
  return url.href
}

function valuesOf(answer: Answer): string[] {
  if (answer.type === 'MX') return [answer.data.exchange]
  return answer.type === 'A' || answer.type === 'AAAA' || answer.type === 'NS' ? [answer.data] : []
}

/** A CNAME on the way to the answer is left out. */
export function readResponse(body: Uint8Array, type: RecordType): DohAnswer {
  // dns-packet decodes the rcode, though its types leave it out.
  const packet = decode(Buffer.from(body)) as DecodedPacket & { rcode?: string }
  if (packet.type !== 'response') throw new Error('DoH: not a DNS response')
  const values = (packet.answers ?? []).flatMap((answer) => (answer.type === type ? valuesOf(answer) : []))
  return { rcode: packet.rcode ?? 'NOERROR', values }
}

class RetryableError extends Error {}

async function attempt(url: string, type: RecordType, timeoutMs: number, options: DohOptions): Promise<DohAnswer> {
  // The answer's body too must arrive in time.
  const limit = deadline(timeoutMs, options.signal)
  let response: Response
  let body: ArrayBuffer
  try {
    response = await (options.fetch ?? fetch)(url, { headers: { accept: 'application/dns-message' }, signal: limit.signal })
    body = await response.arrayBuffer()
  } catch (error) {
    throw new RetryableError('DoH: no answer', { cause: error })
  } finally {
    limit.done()
  }
  if (response.status >= 500) throw new RetryableError(`DoH: HTTP ${response.status}`)
  if (response.status !== 200) throw new Error(`DoH: HTTP ${response.status}`)
  return readResponse(new Uint8Array(body), type)
}

export async function queryDoh(endpoint: string, name: string, type: RecordType, options: DohOptions = {}): Promise<DohAnswer> {
  const url = dohUrl(endpoint, name, type)
  const { timeoutMs = DOH_TIMEOUT_MS, retries = DOH_RETRIES } = options
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(url, type, timeoutMs, options)
    } catch (error) {
      if (!(error instanceof RetryableError) || tries >= retries || options.signal?.aborted) throw error
    }
  }
}

/** A failed query is a `failed` outcome, which tells nothing about the name. */
export function dohResolver(endpoint: string, options: Omit<DohOptions, 'signal'> = {}): Resolver {
  return async (name, type, signal) => {
    try {
      const { rcode, values } = await queryDoh(endpoint, name, type, { ...options, signal })
      return outcomeOf(rcode, values)
    } catch {
      return { kind: 'failed' }
    }
  }
}
