import type { CheckLine, RegisteredLine } from '#lib/lookalike/check-registered'
import { checkEnd, idleCheck, nextCheck, type CheckEvent, type RegisteredCheck } from '#lib/lookalike/registered-state'

const found = (domain: string): RegisteredLine => ({
  domain,
  display: domain,
  technique: 'omission',
  ns: ['ns1.example'],
  a: ['192.0.2.1'],
  aaaa: [],
  mx: [],
  status: 'registered',
})

const run = (...lines: CheckLine[]) =>
  [{ type: 'start' } as CheckEvent, ...lines.map((line): CheckEvent => ({ type: 'line', line }))].reduce(nextCheck, idleCheck)

describe('a registration check as the page holds it', () => {
  it('keeps each registered name in the order it came, then the totals', () => {
    const state = run({ checked: 0, of: 40 }, found('b.example'), { checked: 20, of: 40 }, found('a.example'))
    expect(state).toMatchObject({ phase: 'running', checked: 20, of: 40 })
    expect(state.found.map((line) => line.domain)).toEqual(['b.example', 'a.example'])
    const done = nextCheck(state, { type: 'line', line: { done: true, checked: 40, registered: 2, ms: 900 } })
    expect(done).toMatchObject({ phase: 'done', checked: 40 })
    expect(checkEnd(done)).toBe('complete')
  })

  it('keeps what was found when it fails, and starts empty again', () => {
    const failed = nextCheck(run({ checked: 0, of: 40 }, found('a.example')), { type: 'failed', failure: 'network' })
    expect(failed).toMatchObject({ phase: 'failed', failure: 'network', found: [found('a.example')] })
    expect(checkEnd(failed)).toBeUndefined()
    expect(nextCheck(failed, { type: 'start' })).toEqual({ phase: 'running', checked: 0, found: [] })
  })

  it.each<[string, RegisteredCheck, string]>([
    ['the name cap', run({ checked: 0, of: 5000 }, { done: true, checked: 5000, registered: 0, ms: 9, partial: true }), 'capped'],
    [
      'a stop with names found',
      run({ checked: 0, of: 900 }, found('a.example'), { done: true, checked: 300, registered: 1, ms: 9, partial: true }),
      'stopped',
    ],
    [
      'a stop with none found (the resolver failing)',
      run({ checked: 0, of: 900 }, { done: true, checked: 64, registered: 0, ms: 9, partial: true }),
      'resolver-down',
    ],
  ])('tells a partial end by %s', (_, state, end) => {
    expect(checkEnd(state)).toBe(end)
  })
})
