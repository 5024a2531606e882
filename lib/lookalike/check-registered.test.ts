import { domainToASCII } from 'node:url'
import { startStandInDoh } from '#test/stand-in-doh'
import { candidatesToCheck, type Candidate } from '#lib/lookalike/candidates'
import { checkRegistered, checkRegisteredStream, type CheckLine, type CheckOptions } from '#lib/lookalike/check-registered'
import { dohResolver } from '#lib/lookalike/doh'
import { parseDomain } from '#lib/lookalike/parse'
import type { Outcome, Resolver } from '#lib/lookalike/registered'

const parsed = parseDomain('acme-bank.co.uk')
if (!parsed.ok) throw new Error(parsed.error)
const candidates = candidatesToCheck(parsed.domain)
const unicodeLookalike = 'àcme-bank.co.uk'

async function collect(lines: AsyncIterable<CheckLine>) {
  const all: CheckLine[] = []
  for await (const line of lines) all.push(line)
  return all
}

const fakeNames = (count: number): Candidate[] =>
  Array.from({ length: count }, (_, i) => ({ ascii: `n${i}.example`, display: `n${i}.example`, technique: 'addition' }))

function fakeResolver(outcome: Outcome, ms: number) {
  const state = { inFlight: 0, most: 0, asked: 0 }
  const resolve: Resolver = async () => {
    state.asked++
    state.most = Math.max(state.most, ++state.inFlight)
    if (ms === Infinity) return new Promise<Outcome>(() => {})
    await new Promise((done) => setTimeout(done, ms))
    state.inFlight--
    return outcome
  }
  return { resolve, state }
}

const run = (names: readonly Candidate[], resolve: Resolver, options?: CheckOptions) =>
  collect(checkRegistered(names, resolve, options))

describe('checkRegistered, through the stand-in resolver', () => {
  it('streams each registered lookalike, with progress first and the totals last', async () => {
    const standIn = await startStandInDoh({
      delayMs: 2,
      names: {
        'acme-bank.com': { ns: ['ns1.host.example'], a: ['192.0.2.1'], mx: ['mx1.host.example', 'mx2.host.example'] },
        'acme-bank.uk': { a: ['192.0.2.2'], aaaa: ['2001:db8::2'] },
        'acmebank.co.uk': 'SERVFAIL',
        [domainToASCII(unicodeLookalike)]: { ns: ['ns1.host.example'] },
        // The domain itself is registered, but never asked about.
        'acme-bank.co.uk': { ns: ['ns1.host.example'] },
      },
    })
    try {
      const lines = await run(candidates, dohResolver(standIn.url))
      expect(lines[0]).toEqual({ checked: 0, of: candidates.length })
      const registered = lines.filter((line) => 'domain' in line)
      expect(registered.map((line) => JSON.stringify(line)).sort()).toEqual(
        [
          {
            domain: 'acme-bank.com',
            display: 'acme-bank.com',
            technique: 'tld-swap',
            ns: ['ns1.host.example'],
            a: ['192.0.2.1'],
            aaaa: [],
            mx: ['mx1.host.example', 'mx2.host.example'],
            status: 'registered',
          },
          {
            domain: 'acme-bank.uk',
            display: 'acme-bank.uk',
            technique: 'tld-swap',
            ns: [],
            a: ['192.0.2.2'],
            aaaa: ['2001:db8::2'],
            mx: [],
            status: 'registered',
          },
          {
            domain: 'acmebank.co.uk',
            display: 'acmebank.co.uk',
            technique: 'omission',
            ns: [],
            a: [],
            aaaa: [],
            mx: [],
            status: 'servfail',
          },
          {
            domain: domainToASCII(unicodeLookalike),
            display: unicodeLookalike,
            technique: 'homoglyph',
            ns: ['ns1.host.example'],
            a: [],
            aaaa: [],
            mx: [],
            status: 'registered',
          },
        ]
          .map((line) => JSON.stringify(line))
          .sort(),
      )
      expect(lines.at(-1)).toEqual({ done: true, checked: candidates.length, registered: 4, ms: expect.any(Number) })
      for (const line of lines.slice(1, -1)) if (!('domain' in line)) expect(Object.keys(line)).toEqual(['checked', 'of'])

      const asked = new Set(candidates.map((candidate) => candidate.ascii))
      expect(asked.has('acme-bank.co.uk')).toBe(false)
      expect(standIn.questions.every((question) => asked.has(question.name))).toBe(true)
      expect(standIn.questions.filter((question) => question.type === 'NS')).toHaveLength(candidates.length)
      expect(
        standIn.questions
          .filter((question) => question.type === 'MX')
          .map((question) => question.name)
          .sort(),
      ).toEqual(['acme-bank.com', domainToASCII(unicodeLookalike)].sort())
    } finally {
      await standIn.stop()
    }
  })

  it('asks about lookalikes of the domain typed only, whatever else the input holds', async () => {
    const standIn = await startStandInDoh()
    try {
      const input = parseDomain('https://victim.example.org.uk@attacker.example.com/?q=other.example.net')
      if (!input.ok) throw new Error(input.error)
      const names = candidatesToCheck(input.domain)
      await run(names, dohResolver(standIn.url))
      const lookalikes = new Set(names.map((candidate) => candidate.ascii))
      expect(standIn.questions.filter((question) => !lookalikes.has(question.name))).toEqual([])
      expect(standIn.questions.map((question) => question.name)).not.toContain('example.com')
    } finally {
      await standIn.stop()
    }
  })
})

describe('checkRegistered, its bounds', () => {
  it('keeps at most `concurrency` questions in flight, and fills them', async () => {
    const { resolve, state } = fakeResolver({ kind: 'nxdomain' }, 1)
    await run(fakeNames(40), resolve, { concurrency: 4 })
    expect(state.most).toBe(4)
  })

  it('checks the first `nameCap` names and ends partial', async () => {
    const { resolve } = fakeResolver({ kind: 'nxdomain' }, 0)
    const lines = await run(fakeNames(50), resolve, { nameCap: 10 })
    expect(lines[0]).toEqual({ checked: 0, of: 10 })
    expect(lines.at(-1)).toEqual({ done: true, checked: 10, registered: 0, ms: expect.any(Number), partial: true })
  })

  it('ends partial at the time cap without waiting for the questions in flight', async () => {
    const { resolve } = fakeResolver({ kind: 'nxdomain' }, Infinity)
    const started = Date.now()
    const lines = await run(fakeNames(50), resolve, { timeCapMs: 100 })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(lines.at(-1)).toMatchObject({ done: true, checked: 0, registered: 0, partial: true })
  })

  it('ends partial when the resolver keeps failing', async () => {
    const { resolve } = fakeResolver({ kind: 'failed' }, 0)
    const lines = await run(fakeNames(100), resolve, { concurrency: 2, failedRunCap: 10 })
    expect(lines.at(-1)).toMatchObject({ done: true, partial: true })
    expect((lines.at(-1) as { checked: number }).checked).toBeLessThan(20)
  })

  it('sends progress at most every progressIntervalMs', async () => {
    const { resolve } = fakeResolver({ kind: 'nxdomain' }, 2)
    const lines = await run(fakeNames(300), resolve, { concurrency: 2, progressIntervalMs: 50 })
    const progress = lines.filter((line) => 'of' in line).slice(1) as { checked: number }[]
    const { ms } = lines.at(-1) as { ms: number }
    expect(progress.length).toBeGreaterThan(1)
    expect(progress.length).toBeLessThanOrEqual(Math.floor(ms / 50))
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.checked).toBeGreaterThan(progress[i - 1]!.checked)
  })
})

describe('checkRegisteredStream', () => {
  it('writes one JSON line per line', async () => {
    const { resolve } = fakeResolver({ kind: 'answers', values: ['192.0.2.1'] }, 0)
    const text = await new Response(checkRegisteredStream(fakeNames(2), resolve)).text()
    const lines = text.split('\n')
    expect(lines.at(-1)).toBe('')
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toHaveLength(1 + 2 + 1)
  })

  it('ends the check at once when cancelled: nothing more is asked', async () => {
    const { resolve, state } = fakeResolver({ kind: 'nxdomain' }, 5)
    const reader = checkRegisteredStream(fakeNames(1000), resolve, { concurrency: 2, progressIntervalMs: 20 }).getReader()
    await reader.read()
    await reader.read()
    const started = Date.now()
    await reader.cancel()
    expect(Date.now() - started).toBeLessThan(100)
    const asked = state.asked
    await new Promise((done) => setTimeout(done, 50))
    expect(state.asked).toBe(asked)
  })
})
