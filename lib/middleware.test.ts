/** @jest-environment node */
import { NextRequest } from 'next/server'
import { getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { config, middleware } from '@/middleware'

function request(path: string, cookie?: string) {
  return new NextRequest(`https://plainguard.co.uk${path}`, { headers: cookie ? { cookie } : {} })
}

describe('middleware', () => {
  it('rewrites a visitor to the visitor variant, keeping the query string', () => {
    const response = middleware(request('/pricing?plan=business'))
    expect(isRewrite(response)).toBe(true)
    expect(getRewrittenUrl(response)).toBe('https://plainguard.co.uk/visitor/pricing?plan=business')
  })

  it('rewrites the home page to the variant root', () => {
    expect(getRewrittenUrl(middleware(request('/')))).toBe('https://plainguard.co.uk/visitor')
  })

  it('rewrites a request with a jwt cookie to the customer variant', () => {
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt=header.payload.sig')))).toBe(
      'https://plainguard.co.uk/customer/blog',
    )
  })

  it('ignores an empty jwt cookie and other cookies', () => {
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt=; other=1')))).toBe('https://plainguard.co.uk/visitor/blog')
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt2=x')))).toBe('https://plainguard.co.uk/visitor/blog')
  })

  it('sends a request for a variant path to a path that does not exist (404)', () => {
    expect(getRewrittenUrl(middleware(request('/customer/pricing')))).toBe(
      'https://plainguard.co.uk/visitor/customer/pricing',
    )
  })
})

describe('middleware matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url })

  it.each(['/', '/pricing', '/blog/understanding-phishing', '/industry/manufactering'])('runs for page %s', (url) => {
    expect(matches(url)).toBe(true)
  })

  it.each([
    '/_next/static/chunks/main.js',
    '/_next/image?url=%2Fheader.png&w=640&q=75',
    '/_vercel/insights/script.js',
    '/favicon.ico',
    '/images/header.png',
    '/sitemap.xml',
    '/robots.txt',
  ])('leaves %s alone', (url) => {
    expect(matches(url)).toBe(false)
  })
})
