import { isVariant, linkCurrent, variantForCookies, variantPath } from '#lib/variant.ts'

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

describe('linkCurrent', () => {
  it('is page on the link’s own page, from its address or its variant’s path', () => {
    expect(linkCurrent('/pricing', '/pricing')).toBe('page')
    expect(linkCurrent('/visitor/pricing', '/pricing')).toBe('page')
    expect(linkCurrent('/customer/pricing', '/pricing')).toBe('page')
    expect(linkCurrent('/visitor', '/')).toBe('page')
  })

  it('is true under the link’s page, and nothing elsewhere', () => {
    expect(linkCurrent('/customer/blog/understanding-phishing', '/blog')).toBe('true')
    expect(linkCurrent('/blog-archive', '/blog')).toBeUndefined()
    expect(linkCurrent('/visitor/pricing', '/')).toBeUndefined()
    expect(linkCurrent('/visitors/pricing', '/pricing')).toBeUndefined()
  })
})
