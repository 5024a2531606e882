// dnstwist's rule for a registered name (--registered), so the two agree: any answer, or a SERVFAIL.

export const recordTypes = ['NS', 'A', 'AAAA', 'MX'] as const
export type RecordType = (typeof recordTypes)[number]

/** `failed` (no answer in time, an error or another rcode) tells nothing. */
export type Outcome =
  { kind: 'answers'; values: string[] } | { kind: 'empty' } | { kind: 'nxdomain' } | { kind: 'servfail' } | { kind: 'failed' }

export type Outcomes = Partial<Record<RecordType, Outcome>>

/** Never rejects: a failure is an outcome. */
export type Resolver = (name: string, type: RecordType, signal?: AbortSignal) => Promise<Outcome>

export type Records = { ns: string[]; a: string[]; aaaa: string[]; mx: string[] }
export type Registration = { status: 'registered' | 'servfail'; records: Records }

/** An empty NOERROR is no answer. */
export function outcomeOf(rcode: string, values: string[]): Outcome {
  if (rcode === 'NOERROR') return values.length ? { kind: 'answers', values } : { kind: 'empty' }
  if (rcode === 'NXDOMAIN') return { kind: 'nxdomain' }
  if (rcode === 'SERVFAIL') return { kind: 'servfail' }
  return { kind: 'failed' }
}

export function questionsAfterNs(ns: Outcome): RecordType[] {
  if (ns.kind === 'nxdomain') return []
  return ns.kind === 'answers' ? ['A', 'AAAA', 'MX'] : ['A', 'AAAA']
}

export async function askAll(name: string, resolve: Resolver, signal?: AbortSignal): Promise<Outcomes> {
  const outcomes: Outcomes = { NS: await resolve(name, 'NS', signal) }
  for (const type of questionsAfterNs(outcomes.NS!)) {
    if (signal?.aborted) break
    outcomes[type] = await resolve(name, type, signal)
  }
  return outcomes
}

const valuesOf = (outcome: Outcome | undefined) => (outcome?.kind === 'answers' ? outcome.values : [])

export function registration(outcomes: Outcomes): Registration | null {
  if (outcomes.NS?.kind === 'nxdomain') return null
  const asked = Object.values(outcomes)
  const status = asked.some((outcome) => outcome.kind === 'answers')
    ? 'registered'
    : asked.some((outcome) => outcome.kind === 'servfail')
      ? 'servfail'
      : null
  if (!status) return null
  const records = { ns: valuesOf(outcomes.NS), a: valuesOf(outcomes.A), aaaa: valuesOf(outcomes.AAAA), mx: valuesOf(outcomes.MX) }
  return { status, records }
}
