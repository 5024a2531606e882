import { formatDate } from './format'

describe('formatDate', () => {
  it('writes ISO dates the British way, independent of the time zone', () => {
    expect(formatDate('2024-08-22')).toBe('22 August 2024')
    expect(formatDate('2024-09-01')).toBe('1 September 2024')
  })
})
