import { isVariant, variantFor, variantPath } from './variant'

describe('variantFor', () => {
  it('is customer for any non-empty jwt cookie', () => {
    expect(variantFor('eyJhbGciOi.x.y')).toBe('customer')
    expect(variantFor('%FF%FE not even a token')).toBe('customer')
  })

  it('is visitor without a jwt or with an empty one', () => {
    expect(variantFor(undefined)).toBe('visitor')
    expect(variantFor('')).toBe('visitor')
  })
})

describe('variantPath', () => {
  it('prefixes the variant and maps the home page to the variant root', () => {
    expect(variantPath('visitor', '/')).toBe('/visitor')
    expect(variantPath('customer', '/pricing')).toBe('/customer/pricing')
    expect(variantPath('visitor', '/blog/understanding-phishing')).toBe('/visitor/blog/understanding-phishing')
  })
})

describe('isVariant', () => {
  it('accepts only the two variants', () => {
    expect(isVariant('visitor')).toBe(true)
    expect(isVariant('customer')).toBe(true)
    expect(isVariant('admin')).toBe(false)
    expect(isVariant(undefined)).toBe(false)
  })
})
