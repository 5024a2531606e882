import { formatMetric } from '#lib/metrics'

describe('formatMetric', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [999.9, '999'],
    [1_000, '1K+'],
    [1_999, '1K+'],
    [234_000, '234K+'],
    [856_000, '856K+'],
    [999_999, '999K+'],
    [1_000_000, '1M+'],
    [1_999_999, '1M+'],
    [44_000_000, '44M+'],
  ])('%p -> %p', (value, shown) => {
    expect(formatMetric(value)).toBe(shown)
  })

  it("shows 'Loading...' for null", () => {
    expect(formatMetric(null)).toBe('Loading...')
  })
})
