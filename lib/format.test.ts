import { formatDate, formatList, formatPercent, lowerFirst, upperFirst } from './format'

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
