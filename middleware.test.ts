import { NextRequest } from 'next/server'
import { getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { securityHeaders } from '#lib/security-headers'
import { config, middleware } from '@/middleware'

function request(path: string, cookie?: string, method = 'GET') {
  return new NextRequest(`https://plainguard.co.uk${path}`, { method, headers: cookie ? { cookie } : {} })
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
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt=header.payload.sig')))).toBe('https://plainguard.co.uk/customer/blog')
  })

  it('ignores an empty jwt cookie and other cookies', () => {
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt=; other=1')))).toBe('https://plainguard.co.uk/visitor/blog')
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt2=x')))).toBe('https://plainguard.co.uk/visitor/blog')
  })

  it('takes the audience from the raw Cookie header by the one rule the caches apply', () => {
    expect(getRewrittenUrl(middleware(request('/blog', 'jwt=; jwt=x')))).toBe('https://plainguard.co.uk/visitor/blog')
    expect(getRewrittenUrl(middleware(request('/blog', 'JWT=x')))).toBe('https://plainguard.co.uk/visitor/blog')
    expect(getRewrittenUrl(middleware(request('/blog', 'a=b,jwt=x')))).toBe('https://plainguard.co.uk/visitor/blog')
  })

  it('sees only whether a jwt is present: its value is in no header, rewrite or log', () => {
    const value = 'eyJhbGciOi.SESSION-SECRET.sig'
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      jest.spyOn(console, method).mockImplementation(() => {}),
    )
    try {
      for (const [path, method] of [
        ['/pricing', 'GET'],
        ['/newsletter/unsubscribe?email=a%40b.co', 'GET'],
        ['/pricing', 'POST'],
        ['/blog/%ff', 'GET'],
      ]) {
        const response = middleware(request(path!, `a=b; jwt=${value}`, method))
        const sent = JSON.stringify([...response.headers.entries(), getRewrittenUrl(response)])
        expect(sent).not.toContain('SESSION-SECRET')
      }
      for (const spy of logged) expect(spy).not.toHaveBeenCalled()
    } finally {
      for (const spy of logged) spy.mockRestore()
    }
  })

  it('moves an address a person might type to the page, permanently, with the security headers', () => {
    const response = middleware(request('/industry/manufacturing?ref=ad'))
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('https://plainguard.co.uk/industry/manufactering?ref=ad')
    for (const { key, value } of securityHeaders) expect(response.headers.get(key)).toBe(value)
  })

  it('passes the API through as it is, refusing a method it does not take', () => {
    const check = middleware(request('/api/lookalikes/registered?domain=example.co.uk', 'jwt=t'))
    expect(isRewrite(check)).toBe(false)
    expect(check.headers.get('x-middleware-next')).toBe('1')
    expect(check.headers.get('content-security-policy')).toBeNull()
    expect(middleware(request('/api/keystatic/update', undefined, 'POST')).status).toBe(405)
  })

  it('tells shared caches to keep no page, since a URL is two pages', () => {
    expect(middleware(request('/pricing')).headers.get('cache-control')).toBe('private, no-cache')
    expect(middleware(request('/pricing', 'jwt=t')).headers.get('cache-control')).toBe('private, no-cache')
  })

  it('gives the unsubscribe page no Referer for its own requests, in both audiences', () => {
    for (const cookie of [undefined, 'jwt=t']) {
      const response = middleware(request('/newsletter/unsubscribe', cookie))
      expect(isRewrite(response)).toBe(true)
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    }
    expect(middleware(request('/pricing')).headers.get('referrer-policy')).toBeNull()
  })

  it('sends an unsubscribe link with the address in the query on to the fragment form, uncached', () => {
    for (const [cookie, query] of [
      [undefined, 'email=a%40b.co&token=t0k'],
      ['jwt=t', 'token=t0k'],
      [undefined, 'email=%3Cscript%3E%0D%0ASet-Cookie%3A+x'],
    ] as const) {
      const response = middleware(request(`/newsletter/unsubscribe?${query}`, cookie))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe(`https://plainguard.co.uk/newsletter/unsubscribe#${query}`)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('leaves the unsubscribe page alone without an address or token, and its flight request', () => {
    expect(isRewrite(middleware(request('/newsletter/unsubscribe?utm_source=mail')))).toBe(true)
    expect(isRewrite(middleware(request('/newsletter/unsubscribe?email=a%40b.co&_rsc=1x2y')))).toBe(true)
    const flight = new NextRequest('https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.co', { headers: { rsc: '1' } })
    expect(isRewrite(middleware(flight))).toBe(true)
  })

  it('sends a request for a variant path to a path that does not exist (404)', () => {
    expect(getRewrittenUrl(middleware(request('/customer/pricing')))).toBe('https://plainguard.co.uk/visitor/customer/pricing')
  })
})

describe('middleware refusals', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and Allow: GET, HEAD, before any rewrite',
    (method) => {
      const response = middleware(request('/pricing', undefined, method))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      expect(isRewrite(response)).toBe(false)
    },
  )

  // A host need not add next.config's headers to an answer the middleware gives itself (OpenNext does not).
  it.each([
    ['a 405', request('/pricing', undefined, 'POST')],
    ['a 400', request('/blog/%ff')],
  ])('sends %s with every security header itself, and the baseline policy', (_, refused) => {
    const response = middleware(refused)
    for (const { key, value } of securityHeaders) expect(response.headers.get(key)).toBe(value)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';")
  })

  it.each(['GET', 'HEAD'])('lets %s through', (method) => {
    expect(isRewrite(middleware(request('/pricing', undefined, method)))).toBe(true)
  })

  it.each(['/blog/%ff', '/blog/%', '/solutions/%E0%A4%A', '/og/page/%ff.png', '/blog/rss.xml%ff'])(
    'answers the undecodable path %s with 400',
    (path) => {
      const response = middleware(request(path))
      expect(response.status).toBe(400)
      expect(isRewrite(response)).toBe(false)
    },
  )

  it('rewrites a page whose escapes decode', () => {
    expect(getRewrittenUrl(middleware(request('/blog/caf%C3%A9')))).toBe('https://plainguard.co.uk/visitor/blog/caf%C3%A9')
  })

  it('passes a file with a valid escape through untouched', () => {
    const response = middleware(request('/images/a%20b.svg'))
    expect(isRewrite(response)).toBe(false)
    expect(response.status).toBe(200)
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

  it.each(['/og/page/%ff.png', '/blog/rss.xml%ff', '/images/a%20b.svg'])('runs for the file path with an escape %s', (url) => {
    expect(matches(url)).toBe(true)
  })

  it("leaves Next's static files alone even with an escape", () => {
    expect(matches('/_next/static/chunks/a%20b.js')).toBe(false)
  })
})

describe('middleware Content-Security-Policy', () => {
  /** The middleware module as a build of `nodeEnv` ships it. */
  function middlewareBuiltFor(nodeEnv: 'production' | 'development') {
    jest.replaceProperty(process.env, 'NODE_ENV', nodeEnv)
    let built: typeof middleware | undefined
    jest.isolateModules(() => {
      built = (jest.requireActual('@/middleware') as { middleware: typeof middleware }).middleware
    })
    return built!
  }

  afterEach(() => jest.restoreAllMocks())

  it('sends a page only what its <meta> policy cannot say, in both audiences', () => {
    // A page's policy, its script hashes included, is in its HTML (scripts/lib/page-policy.ts): a script-src
    // or default-src here would be enforced as well, and refuse the page's inline scripts.
    for (const path of ['/', '/pricing', '/no-such-page'])
      for (const cookie of [undefined, 'jwt=t'])
        expect(middleware(request(path, cookie)).headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })

  it('leaves the content editor’s page and API alone under next dev only', () => {
    const dev = middlewareBuiltFor('development')
    for (const [path, method] of [
      ['/keystatic', 'GET'],
      ['/keystatic/collection/posts', 'GET'],
      ['/api/keystatic/update', 'POST'],
    ]) {
      const response = dev(request(path!, undefined, method))
      expect(isRewrite(response)).toBe(false)
      expect(response.status).toBe(200)
    }
    // In a build they are addresses like any other: rewritten to a variant path no page has (the 404), a POST refused.
    const built = middlewareBuiltFor('production')
    expect(getRewrittenUrl(built(request('/keystatic')))).toBe('https://plainguard.co.uk/visitor/keystatic')
    expect(built(request('/api/keystatic/update', undefined, 'POST')).status).toBe(405)
    // Not a prefix match: /keystatically is a page path like any other.
    expect(isRewrite(dev(request('/keystatically')))).toBe(true)
  })

  it('sends no policy under next dev, which runs inline and eval’d scripts', () => {
    expect(middlewareBuiltFor('development')(request('/')).headers.get('content-security-policy')).toBeNull()
  })
})
