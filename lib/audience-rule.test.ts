import { cookieShapes } from '#test/audience-cookie-shapes'
import { hasCustomerCookie } from '#lib/audience-rule'

describe('hasCustomerCookie', () => {
  it.each(cookieShapes)('%j is a customer: %s', (header, customer) => {
    expect(hasCustomerCookie(header)).toBe(customer)
  })

  // nginx keys the cache on the header as received, Node trims it for the middleware: both must read one audience.
  it.each(cookieShapes)('%j reads the same trimmed as Node trims it', (header) => {
    expect(hasCustomerCookie(header.replace(/^[ \t]+|[ \t]+$/g, ''))).toBe(hasCustomerCookie(header))
  })

  it('is a visitor without a Cookie header', () => {
    expect(hasCustomerCookie('')).toBe(false)
    expect(hasCustomerCookie(null)).toBe(false)
    expect(hasCustomerCookie(undefined)).toBe(false)
  })
})
