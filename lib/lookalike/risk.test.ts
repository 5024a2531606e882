import type { RegisteredLine } from '#lib/lookalike/check-registered'
import { groupByRisk, riskGroupOf } from '#lib/lookalike/risk'

const line = (domain: string, records: Partial<RegisteredLine> = {}): RegisteredLine => ({
  domain,
  display: domain,
  technique: 'omission',
  ns: ['ns1.example'],
  a: [],
  aaaa: [],
  mx: [],
  status: 'registered',
  ...records,
})

describe('risk groups', () => {
  it('puts web and mail first, then mail, web, and delegated only', () => {
    expect(riskGroupOf(line('a', { a: ['192.0.2.1'], mx: ['mx.example'] }))).toBe('web-mail')
    expect(riskGroupOf(line('b', { aaaa: ['2001:db8::1'], mx: ['mx.example'] }))).toBe('web-mail')
    expect(riskGroupOf(line('c', { mx: ['mx.example'] }))).toBe('mail')
    expect(riskGroupOf(line('d', { aaaa: ['2001:db8::1'] }))).toBe('web')
    expect(riskGroupOf(line('e'))).toBe('delegated')
  })

  it('puts a name whose servers only failed (SERVFAIL) in a group of its own, last', () => {
    expect(riskGroupOf(line('f', { ns: [], status: 'servfail' }))).toBe('failing')
  })

  it('orders groups by risk, leaves empty ones out, and keeps arrival order within a group', () => {
    const lines = [
      line('ns-only'),
      line('web-1', { a: ['192.0.2.1'] }),
      line('both', { a: ['192.0.2.2'], mx: ['mx.example'] }),
      line('failed', { ns: [], status: 'servfail' }),
      line('web-2', { a: ['192.0.2.3'] }),
    ]
    expect(groupByRisk(lines).map(({ group, lines }) => [group, lines.map((line) => line.domain)])).toEqual([
      ['web-mail', ['both']],
      ['web', ['web-1', 'web-2']],
      ['delegated', ['ns-only']],
      ['failing', ['failed']],
    ])
    expect(groupByRisk([])).toEqual([])
  })
})
