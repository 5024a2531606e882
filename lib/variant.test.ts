import { isVariant, variantForCookies, variantPath } from './variant.ts'

describe('variantForCookies', () => {
  it('is customer for one jwt token, visitor otherwise (the shapes are in audience-rule.test.ts)', () => {
    expect(variantForCookies('theme=dark; jwt=eyJhbGciOi.x.y')).toBe('customer')
    expect(variantForCookies('jwt=')).toBe('visitor')
    expect(variantForCookies('jwt=a; jwt=b')).toBe('visitor')
    expect(variantForCookies(null)).toBe('visitor')
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
