import { askAll, outcomeOf, registration, type Outcome, type RecordType, type Resolver } from '#lib/lookalike/registered'

const answers = (...values: string[]): Outcome => ({ kind: 'answers', values })
const empty: Outcome = { kind: 'empty' }
const nxdomain: Outcome = { kind: 'nxdomain' }
const servfail: Outcome = { kind: 'servfail' }
const failed: Outcome = { kind: 'failed' }

function fakeResolver(table: Partial<Record<RecordType, Outcome>>) {
  const asked: RecordType[] = []
  const resolve: Resolver = async (_, type) => {
    asked.push(type)
    return table[type] ?? empty
  }
  return { resolve, asked }
}

const none = { ns: [], a: [], aaaa: [], mx: [] }

describe("the registered rule (dnstwist's)", () => {
  it.each<[string, Partial<Record<RecordType, Outcome>>, RecordType[], ReturnType<typeof registration>]>([
    [
      'NS answers: registered, and MX is asked',
      { NS: answers('ns1.host.example'), A: answers('192.0.2.1'), MX: answers('mx.host.example') },
      ['NS', 'A', 'AAAA', 'MX'],
      { status: 'registered', records: { ...none, ns: ['ns1.host.example'], a: ['192.0.2.1'], mx: ['mx.host.example'] } },
    ],
    ['NXDOMAIN for NS: unregistered, nothing more asked', { NS: nxdomain, A: answers('192.0.2.1') }, ['NS'], null],
    [
      'NS empty, A answers: registered, MX not asked',
      { A: answers('192.0.2.1'), MX: answers('mx.host.example') },
      ['NS', 'A', 'AAAA'],
      { status: 'registered', records: { ...none, a: ['192.0.2.1'] } },
    ],
    [
      'NS empty, AAAA answers: registered',
      { AAAA: answers('2001:db8::1') },
      ['NS', 'A', 'AAAA'],
      { status: 'registered', records: { ...none, aaaa: ['2001:db8::1'] } },
    ],
    ['NS, A and AAAA all empty: unregistered', {}, ['NS', 'A', 'AAAA'], null],
    [
      'SERVFAIL for NS: registered as servfail, A and AAAA asked, MX not',
      { NS: servfail, A: servfail, AAAA: empty },
      ['NS', 'A', 'AAAA'],
      { status: 'servfail', records: none },
    ],
    [
      'SERVFAIL for NS but A answers: registered',
      { NS: servfail, A: answers('192.0.2.1') },
      ['NS', 'A', 'AAAA'],
      { status: 'registered', records: { ...none, a: ['192.0.2.1'] } },
    ],
    [
      'NS empty, SERVFAIL for AAAA: registered as servfail',
      { AAAA: servfail },
      ['NS', 'A', 'AAAA'],
      { status: 'servfail', records: none },
    ],
    [
      'NS timed out: A and AAAA still asked; all failing tells nothing',
      { NS: failed, A: failed, AAAA: failed },
      ['NS', 'A', 'AAAA'],
      null,
    ],
    [
      'NS timed out, A answers: registered, MX not asked',
      { NS: failed, A: answers('192.0.2.1') },
      ['NS', 'A', 'AAAA'],
      { status: 'registered', records: { ...none, a: ['192.0.2.1'] } },
    ],
    [
      'NS answers, SERVFAIL for MX: registered',
      { NS: answers('ns1.host.example'), MX: servfail },
      ['NS', 'A', 'AAAA', 'MX'],
      { status: 'registered', records: { ...none, ns: ['ns1.host.example'] } },
    ],
  ])('%s', async (_, table, questions, verdict) => {
    const { resolve, asked } = fakeResolver(table)
    const outcomes = await askAll('lookalike.example', resolve)
    expect(asked).toEqual(questions)
    expect(registration(outcomes)).toEqual(verdict)
  })

  it('asks nothing more once the signal is aborted', async () => {
    const controller = new AbortController()
    const asked: RecordType[] = []
    await askAll(
      'lookalike.example',
      async (_, type) => {
        asked.push(type)
        controller.abort()
        return empty
      },
      controller.signal,
    )
    expect(asked).toEqual(['NS'])
  })
})

describe('outcomeOf', () => {
  it.each<[string, string[], Outcome]>([
    ['NOERROR', ['192.0.2.1'], answers('192.0.2.1')],
    ['NOERROR', [], empty],
    ['NXDOMAIN', [], nxdomain],
    ['SERVFAIL', [], servfail],
    ['REFUSED', [], failed],
    ['FORMERR', [], failed],
  ])('%s with %j', (rcode, values, outcome) => {
    expect(outcomeOf(rcode, values)).toEqual(outcome)
  })
})
