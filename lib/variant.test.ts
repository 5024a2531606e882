import { isVariant, linkCurrent, publicPath, variantForCookies, variantPath } from '#lib/variant'

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

describe('publicPath', () => {
  it('drops the variant, the way variantPath adds it, and leaves other paths alone', () => {
    expect(publicPath('/visitor')).toBe('/')
    expect(publicPath('/customer/pricing')).toBe('/pricing')
    expect(publicPath('/visitor/blog/understanding-phishing')).toBe('/blog/understanding-phishing')
    expect(publicPath('/pricing')).toBe('/pricing')
    expect(publicPath('/visitors/pricing')).toBe('/visitors/pricing')
    expect(publicPath('/')).toBe('/')
  })
})

describe('linkCurrent', () => {
  it('marks the link to the page shown as the page, and a link to its section as current', () => {
    expect(linkCurrent('/visitor/pricing', '/pricing')).toBe('page')
    expect(linkCurrent('/pricing', '/pricing')).toBe('page')
    expect(linkCurrent('/customer/blog/understanding-phishing', '/blog')).toBe('true')
    expect(linkCurrent('/blog/topic/cybersecurity', '/blog')).toBe('true')
  })

  it('marks nothing else, however alike the paths', () => {
    expect(linkCurrent('/visitor/pricing', '/blog')).toBeUndefined()
    expect(linkCurrent('/visitor/blogroll', '/blog')).toBeUndefined()
    expect(linkCurrent('/visitor', '/pricing')).toBeUndefined()
  })
})
