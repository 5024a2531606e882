import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cookieShapes } from './audience-cookie-shapes.ts'
import { ambiguousJwtPattern, customerJwtPattern, hasCustomerCookie } from './audience-rule.ts'

describe('hasCustomerCookie', () => {
  it.each(cookieShapes)('%j is a customer: %s', (header, customer) => {
    expect(hasCustomerCookie(header)).toBe(customer)
  })

  // nginx keys the cache on the header as received; Node hands the middleware its value trimmed of
  // spaces and tabs. Both must read one audience from it.
  it.each(cookieShapes)('%j reads the same trimmed as Node trims it', (header) => {
    expect(hasCustomerCookie(header.replace(/^[ \t]+|[ \t]+$/g, ''))).toBe(hasCustomerCookie(header))
  })

  it('is a visitor without a Cookie header', () => {
    expect(hasCustomerCookie('')).toBe(false)
    expect(hasCustomerCookie(null)).toBe(false)
    expect(hasCustomerCookie(undefined)).toBe(false)
  })
})

describe('the nginx cache key', () => {
  const conf = readFileSync(join(__dirname, '../deploy/nginx/plainguard-http.conf'), 'utf8')
  const map = /map \$http_cookie \$plainguard_variant \{([^}]*)\}/.exec(conf)?.[1] ?? ''

  it('applies the same two patterns, the ambiguous one first, to the raw Cookie header', () => {
    const entries = [...map.matchAll(/"~(.+)"\s+(\w+);/g)].map(([, pattern, variant]) => [pattern, variant])
    expect(entries).toEqual([
      [ambiguousJwtPattern, 'visitor'],
      [customerJwtPattern, 'customer'],
    ])
    expect(map).toMatch(/default\s+visitor;/)
  })
})
