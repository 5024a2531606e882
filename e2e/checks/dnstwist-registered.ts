// Our registered-lookalike check beside `dnstwist --registered`, both asking one stand-in resolver, on seeded fixtures.
import { dnstwistPermutations, dnstwistRegistered, type DnstwistName } from '@/e2e/checks/dnstwist-python'
import { startStandInDns, startStandInDoh, type StandInNames } from '#test/stand-in-doh'
import { candidatesToCheck } from '#lib/lookalike/candidates'
import { checkRegistered, type RegisteredLine } from '#lib/lookalike/check-registered'
import { dohResolver } from '#lib/lookalike/doh'
import { parseDomain } from '#lib/lookalike/parse'

const THREADS = 8
export const REGISTERED_DOMAINS = [
  'kwik.com',
  'tipjarpopflix.com',
  'pay-fx.com',
  'fly2pay.com',
  'acme.co.uk',
  '123-reg.co.uk',
  'flux.bank',
]
// Left out of the recall: our check excludes these by design.
const LEFT_OUT = 'homoglyph (two swaps, Unicode)'

/** mulberry32, so each domain's fixture is the same every run. */
function seeded(text: string) {
  let seed = [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Names for each record shape (NS+MX includes a null MX, RFC 7505), two-swap homoglyphs, and names only we generate. */
function fixtureFor(domain: string, permutations: [string, string][], oursOnly: string[]): StandInNames {
  const random = seeded(domain)
  const int = (below: number) => Math.floor(random() * below)
  const shuffled = (names: string[]) =>
    [...names]
      .sort()
      .map((name) => [random(), name] as const)
      .sort(([a], [b]) => a - b)
      .map(([, name]) => name)
  const some = (value: (i: number) => string) => Array.from({ length: 1 + int(2) }, (_, i) => value(i))
  const host = (kind: string) => `${kind}${1 + int(3)}.${['parking', 'hosting', 'mail'][int(3)]}-${10 + int(90)}.example`
  const ns = () => some(() => host('ns'))
  const a = () => some((i) => `${['192.0.2', '198.51.100', '203.0.113'][int(3)]}.${10 * i + 1 + int(9)}`)
  const aaaa = () => some((i) => `2001:db8:${int(65536).toString(16)}::${i + 1}`)
  const mx = () => some(() => host('mx'))
  const full = () => ({ ns: ns(), a: a(), ...(random() < 0.5 && { aaaa: aaaa() }), mx: mx() })
  const shapes: [number, (i: number) => StandInNames[string]][] = [
    [5, full],
    [2, () => ({ ns: ns() })],
    [2, (i) => ({ ns: ns(), mx: i ? mx() : ['.'] })],
    [2, () => ({ a: a() })],
    [2, () => ({ aaaa: aaaa() })],
    [2, () => 'SERVFAIL'],
    [2, () => ({})],
  ]
  const theirs = shuffled(permutations.filter(([technique]) => technique !== LEFT_OUT).map(([, name]) => name))
  const leftOut = shuffled(permutations.filter(([technique]) => technique === LEFT_OUT).map(([, name]) => name))
  const entries = shapes.flatMap(([count, records]) => Array.from({ length: count }, (_, i) => [theirs.pop(), records(i)]))
  for (const pool of [leftOut, shuffled(oursOnly)]) entries.push([pool.pop(), full()], [pool.pop(), full()])
  return Object.fromEntries(entries.filter(([name]) => name))
}

/** dnstwist leaves off the final dot (the null MX `.` becomes '') and writes a SERVFAIL as a value. */
const values = (list: string[] | undefined) =>
  JSON.stringify(
    (list ?? [])
      .filter((value) => value !== '!ServFail')
      .map((value) => value.replace(/\.+$/, ''))
      .sort(),
  )

/** Same NS, A, AAAA and MX sets (MX: exchange host names), and a SERVFAIL-only name on both sides or neither. */
function sameRecords(theirs: DnstwistName, ours: RegisteredLine) {
  const servfail = [theirs.dns_ns, theirs.dns_a, theirs.dns_aaaa, theirs.dns_mx]
    .flat()
    .every((value) => !value || value === '!ServFail')
  const types = ['ns', 'a', 'aaaa', 'mx'] as const
  return (ours.status === 'servfail') === servfail && types.every((type) => values(theirs[`dns_${type}`]) === values(ours[type]))
}

export type DomainComparison = {
  domain: string
  dnstwistNames: number
  /** dnstwist's registered names; `leftOut` of them the recall leaves out, `compared` the rest. */
  registered: number
  leftOut: number
  compared: number
  missed: string[]
  /** Names dnstwist asked and did not report that we did. */
  extra: string[]
  /** Names dnstwist never generates, reported by us alone. */
  oursOnly: number
  differ: string[]
  partial: boolean
  dnstwistSeconds: number
  oursSeconds: number
}

/** A sentence instead when port 53 cannot be bound: it needs root and must be free. */
export async function compareRegistered(): Promise<DomainComparison[] | string> {
  const names: StandInNames = {}
  const dns = await startStandInDns({ names }).catch((error: NodeJS.ErrnoException) => error)
  if (dns instanceof Error)
    return `cannot bind 127.0.0.1:53 (${dns.code}): dnstwist's --nameservers takes no port, and port 53 needs root and must be free`
  const doh = await startStandInDoh({ names })

  const permutations = dnstwistPermutations(REGISTERED_DOMAINS)
  const results: DomainComparison[] = []
  try {
    for (const domain of REGISTERED_DOMAINS) {
      const parsed = parseDomain(domain)
      if (!parsed.ok) throw new Error(`${domain}: ${parsed.error}`)
      const candidates = candidatesToCheck(parsed.domain)
      const technique = new Map((permutations[domain] ?? []).map(([name, permutation]) => [permutation, name]))
      const oursOnly = candidates.map(({ ascii }) => ascii).filter((name) => !technique.has(name))
      const fixture = fixtureFor(domain, permutations[domain] ?? [], oursOnly)
      const taken = Object.keys(fixture).filter((name) => Object.hasOwn(names, name))
      if (taken.length) throw new Error(`${domain}: fixture names already taken: ${taken.join(', ')}`)
      Object.assign(names, fixture)

      const [asked, dnstwistStarted] = [dns.questions.length, Date.now()]
      const theirsList = await dnstwistRegistered(domain, { nameserver: dns.address, threads: THREADS })
      const dnstwistSeconds = (Date.now() - dnstwistStarted) / 1000
      if (dns.questions.length - asked < technique.size) throw new Error(`${domain}: dnstwist asked the stand-in too little`)
      const theirs = new Map(theirsList.filter((name) => name.fuzzer !== '*original').map((name) => [name.domain, name]))

      const oursStarted = Date.now()
      const ours = new Map<string, RegisteredLine>()
      let partial = false
      for await (const line of checkRegistered(candidates, dohResolver(doh.url))) {
        if ('domain' in line) ours.set(line.domain, line)
        if ('done' in line && line.partial) partial = true
      }
      const compared = [...theirs.keys()].filter((name) => technique.get(name) !== LEFT_OUT)
      results.push({
        domain,
        dnstwistNames: technique.size,
        registered: theirs.size,
        leftOut: theirs.size - compared.length,
        compared: compared.length,
        missed: compared.filter((name) => !ours.has(name)),
        extra: [...ours.keys()].filter((name) => technique.has(name) && !theirs.has(name)),
        oursOnly: [...ours.keys()].filter((name) => !technique.has(name)).length,
        differ: [...theirs]
          .filter(([name, records]) => {
            const line = ours.get(name)
            return line && !sameRecords(records, line)
          })
          .map(([name]) => name),
        partial,
        dnstwistSeconds,
        oursSeconds: (Date.now() - oursStarted) / 1000,
      })
    }
  } finally {
    await Promise.all([dns.stop(), doh.stop()])
  }
  return results
}
