import {
  countOf,
  formatCount,
  formatDate,
  formatList,
  formatPercent,
  keepTermsTogether,
  keepTimeTogether,
  lowerFirst,
  upperFirst,
} from '#lib/format'

describe('formatDate', () => {
  it('writes ISO dates the British way, independent of the time zone', () => {
    expect(formatDate('2024-08-22')).toBe('22 August 2024')
    expect(formatDate('2024-09-01')).toBe('1 September 2024')
  })
})

describe('lowerFirst', () => {
  it('lowers the first letter only', () => {
    expect(lowerFirst('Within 1 working day')).toBe('within 1 working day')
    expect(lowerFirst('One of our analysts, UK')).toBe('one of our analysts, UK')
    expect(lowerFirst('')).toBe('')
  })
})

describe('upperFirst', () => {
  it('raises the first letter only', () => {
    expect(upperFirst('scan pack')).toBe('Scan pack')
    expect(upperFirst('')).toBe('')
  })
})

describe('formatList', () => {
  it('joins with commas and a final "and", without a serial comma', () => {
    expect(formatList(['users'])).toBe('users')
    expect(formatList(['users', 'alerts'])).toBe('users and alerts')
    expect(formatList(['users', 'products monitored', 'alerts'])).toBe('users, products monitored and alerts')
  })
})

describe('formatPercent', () => {
  it('rounds a rate to a whole percentage', () => {
    expect(formatPercent(0.2)).toBe('20%')
    expect(formatPercent(0.125)).toBe('13%')
    expect(formatPercent(1)).toBe('100%')
  })
})

describe('formatCount', () => {
  it('groups thousands as en-GB does, for every whole number', () => {
    const counts = [0, 7, 999, 1000, 2048, 65_536, 999_999, 1_000_000, 44_000_000, -1, -1234, -1_000_000]
    for (let count = 1; count < 1e12; count = Math.ceil(count * 1.61)) counts.push(count)
    for (const count of counts) expect([count, formatCount(count)]).toEqual([count, count.toLocaleString('en-GB')])
  })

  it('rounds to a whole number', () => {
    expect(formatCount(1234.4)).toBe('1,234')
    expect(formatCount(1234.5)).toBe('1,235')
  })
})

describe('keepTimeTogether', () => {
  it('joins a number, its unit and "ago" with no-break spaces, and nothing else', () => {
    expect(keepTimeTogether('Review · reported by the seller · 9 min ago')).toBe(
      'Review · reported by the seller · 9\u00a0min\u00a0ago',
    )
    expect(keepTimeTogether('3 days ago')).toBe('3\u00a0days\u00a0ago')
    expect(keepTimeTogether('Last week')).toBe('Last week')
    expect(keepTimeTogether('2 players')).toBe('2 players')
    expect(keepTimeTogether('Within 2 working days')).toBe('Within 2\u00a0working\u00a0days')
  })
})

describe('keepTermsTogether', () => {
  it('joins "dark web" with a no-break space, in any case', () => {
    expect(keepTermsTogether('The Future of Dark Web Scanning')).toBe('The Future of Dark\u00a0Web Scanning')
    expect(keepTermsTogether('dark web markets')).toBe('dark\u00a0web markets')
    expect(keepTermsTogether('A dark website')).toBe('A dark website')
  })
})

describe('countOf', () => {
  it('puts the noun in the plural unless there is one, with thousands separators', () => {
    expect(countOf(1, 'domain')).toBe('1 domain')
    expect(countOf(0, 'domain')).toBe('0 domains')
    expect(countOf(2048, 'registered lookalike')).toBe('2,048 registered lookalikes')
  })
  it('leaves "more" as it is', () => {
    expect(countOf(5, 'more')).toBe('5 more')
  })
})
