// deploy/nginx as it ships, in front of the built Next (proxy/fixture.ts). A failure restarts the worker with nginx
// and Next, and each test asks from loopback addresses of its own: no test meets another's requests or spent limits.
import https from 'node:https'
import { pageHeaderPolicy } from '#lib/csp'
import { skipUnlessCI } from '@/e2e/checks/needs'
import { expect, expectSecurityHeaders, nginxBin, test, type Nginx } from '@/e2e/checks/proxy/fixture'
import { hardeningTests } from '@/e2e/checks/proxy/hardening'
import { limitsAndLogsTests } from '@/e2e/checks/proxy/limits-and-logs'
import { h2Request } from '@/e2e/checks/proxy/probes'
import { header, rawRequest, type RawOptions, type RawResponse } from '@/e2e/checks/proxy/raw-request'
import { policyOf } from '#scripts/lib/html'
import { cookieShapes } from '#test/audience-cookie-shapes'

skipUnlessCI(!nginxBin && 'nginx is not installed (Debian: apt-get install -y nginx)')

test('keep-alive to Next: few connections for 15 uncached requests, build assets sent as pages', async ({ nginx }) => {
  // First, while nothing else talks to Next.
  const { get, relay, staticFile } = nginx
  const before = relay.connections().length
  for (let i = 0; i < 10; i++) await get(`/contact?keepalive=${i}`)
  for (let i = 0; i < 5; i++) await get(`/_next/static/chunks/${staticFile}?keepalive=${i}`)
  expect.soft(relay.connections().length - before, 'connections nginx opened to Next').toBeLessThanOrEqual(2)
  const asset = relay
    .connections()
    .flatMap((sent) => sent.split(/\r\n(?=GET )/))
    .find((head) => head.includes(`${staticFile}?keepalive=`))
  expect(asset?.split('\r\n')[0], 'the request line Next receives for an asset').toMatch(/ HTTP\/1\.1$/)
  expect(/^host: (.*)$/im.exec(asset ?? '')?.[1], 'its Host').toBe('plainguard.co.uk')
})

// On a fresh URL: the page for the shape, for no cookie, for a customer's; then on another the reverse order, so a
// cached page of either audience would show.
for (const [protocol, query] of [
  ['HTTP/1.1', 'shape'],
  ['HTTP/2', 'h2shape'],
])
  test.describe(`the audience over ${protocol}`, () => {
    for (const [index, [cookie, customer]] of cookieShapes.entries())
      test(`Cookie: ${JSON.stringify(cookie)}`, async ({ nginx }) => {
        const localAddress = nginx.nextClient()
        const audience = async (path: string, cookie?: string) => {
          const headers: Record<string, string> = cookie ? { cookie } : {}
          const answer =
            protocol === 'HTTP/2'
              ? await h2Request(nginx.port, path, { localAddress, headers })
              : await rawRequest(nginx.site, path, { localAddress, headers })
          if (answer.status !== 200) return `status ${answer.status}`
          return answer.body.includes('>Dashboard<') ? 'customer' : 'visitor'
        }
        const [first, second] = [`/pricing?${query}=${index}a`, `/pricing?${query}=${index}b`]
        const answers = [await audience(first, cookie), await audience(first), await audience(first, 'jwt=t0ken')]
        answers.push(await audience(second), await audience(second, 'jwt=t0ken'), await audience(second, cookie))
        const shape = customer ? 'customer' : 'visitor'
        const order = 'the page for: this cookie, none, a customer’s; on another URL none, a customer’s, this cookie'
        expect(answers, order).toEqual([shape, 'visitor', 'customer', 'visitor', 'customer', shape])
      })
  })

test.describe('the proxy’s headers', () => {
  test('a page: private, no-cache, and cached here', async ({ nginx }) => {
    expect(header(await nginx.get('/pricing'), 'cache-control')).toBe('private, no-cache')
    expect(header(await nginx.get('/pricing'), 'x-cache-status')).toBe('HIT')
  })

  test('a page as an RSC request: 200, private, no-cache', async ({ nginx }) => {
    // Next first sends it to the URL with its `_rsc` parameter.
    const redirect = await nginx.get('/pricing', { headers: { rsc: '1' } })
    const flight = await nginx.get(header(redirect, 'location') ?? '/pricing', { headers: { rsc: '1' } })
    expect(flight.status).toBe(200)
    expect(header(flight, 'cache-control')).toBe('private, no-cache')
  })

  test('a build asset: 200, immutable for a year', async ({ nginx }) => {
    const asset = await nginx.get(`/_next/static/chunks/${nginx.staticFile}`)
    expect(asset.status).toBe(200)
    expect(header(asset, 'cache-control')).toBe('public, max-age=31536000, immutable')
  })

  test('Referrer-Policy: no-referrer on the unsubscribe page, the site’s policy elsewhere', async ({ nginx }) => {
    const unsubscribe = await nginx.get('/newsletter/unsubscribe')
    expect(unsubscribe.status).toBe(200)
    expect(header(unsubscribe, 'referrer-policy')).toBe('no-referrer')
    expect(header(await nginx.get('/pricing'), 'referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  test('an unsubscribe link with the address in its query: 303 to the fragment form, uncached', async ({ nginx }) => {
    const link = await nginx.get('/newsletter/unsubscribe?email=a%40example.com&token=t')
    expect(link.status).toBe(303)
    expect(header(link, 'location')).toBe('/newsletter/unsubscribe#email=a%40example.com&token=t')
    expect(header(link, 'cache-control')).toBe('no-store')
    expect(header(link, 'referrer-policy')).toBe('no-referrer')
  })

  test('a page keeps its own CSP, fresh and cached: one header, and a <meta> with hashes', async ({ nginx }) => {
    const fresh = await nginx.get('/pricing?csp')
    const cached = await nginx.get('/pricing?csp')
    expect(header(cached, 'x-cache-status')).toBe('HIT')
    for (const [label, answer] of Object.entries({ fresh, cached })) {
      expect.soft(answer.headers['content-security-policy'], `${label}: the header`).toEqual([pageHeaderPolicy])
      expect.soft(policyOf(answer.body), `${label}: the <meta>`).toMatch(/script-src 'self' 'sha256-/)
    }
  })
})

test.describe('queries', () => {
  const withParameters = (count: number) => `/contact?${Array.from({ length: count }, (_, i) => `p${i}=1`).join('&')}`

  test('3,900 parameters (7.6 KB): 414, never Next’s slow parse', async ({ nginx }) => {
    const flood = `/contact?${'a&'.repeat(3_900)}`
    const answer = await nginx.get(flood)
    const alone = await nginx.directNext(flood)
    expect(answer.status, `through nginx (Next alone: ${alone.status} in ${alone.ms} ms)`).toBe(414)
  })

  test('20 parameters answered, 21 refused (414)', async ({ nginx }) => {
    expect((await nginx.get(withParameters(20))).status).toBe(200)
    const refused = await nginx.get(withParameters(21))
    expect(refused.status).toBe(414)
    expectSecurityHeaders(refused)
  })

  test('a 1.4 KB unsubscribe token: 303 with it, and none of Next’s internal headers', async ({ nginx }) => {
    const token = 'x'.repeat(1_400)
    const answer = await nginx.get(`/newsletter/unsubscribe?email=a%40b.co&token=${token}`)
    expect(answer.status).toBe(303)
    expect(header(answer, 'location')).toMatch(new RegExp(`&token=${token}$`))
    const internal = /^x-(middleware|nextjs-(cache|matched-path|prerender))|^x-powered-by$/
    expect(Object.keys(answer.headers).filter((name) => internal.test(name))).toEqual([])
  })
})

test.describe('methods other than GET and HEAD: 405, Allow: GET, HEAD', () => {
  const asset = '/_next/static/chunks/(a build asset)'
  const refused: [method: string, path: string][] = [
    ['PUT', asset],
    ['DELETE', '/logo.svg'],
    ['TRACE', '/'],
    ['POST', '/'],
    ['OPTIONS', '/pricing'],
  ]
  for (const [method, path] of refused)
    test(`${method} ${path}`, async ({ nginx }) => {
      const target = path.replace(asset, `/_next/static/chunks/${nginx.staticFile}`)
      const answer = await nginx.get(target, { method })
      const alone = await nginx.directNext(target, method)
      expect(answer.status, `through nginx (Next alone: ${alone.status})`).toBe(405)
      expect(header(answer, 'allow')).toBe('GET, HEAD')
      expectSecurityHeaders(answer)
    })
})

test.describe('only the configured host answers, and http redirects to it', () => {
  const unanswered: [title: string, ask: (nginx: Nginx) => Promise<RawResponse>][] = [
    ['GET http://evil.com/pricing (request line), over TLS', (nginx) => nginx.get('http://evil.com/pricing')],
    [
      'GET /pricing, Host: evil.com, over http',
      (nginx) => rawRequest(nginx.plain, '/pricing', { headers: { host: 'evil.com' } }),
    ],
    ['GET http://evil.com/pricing (request line), over http', (nginx) => rawRequest(nginx.plain, 'http://evil.com/pricing')],
  ]
  for (const [title, ask] of unanswered)
    test(`${title}: no answer (444)`, async ({ nginx }) => {
      expect((await ask(nginx)).status, 'the status (0: closed unanswered)').toBe(0)
    })

  test('GET /pricing?x=1, Host: www…, over http: 301 to https://plainguard.co.uk', async ({ nginx }) => {
    const answer = await rawRequest(nginx.plain, '/pricing?x=1', { headers: { host: 'www.plainguard.co.uk' } })
    expect(answer.status).toBe(301)
    expect(header(answer, 'location')).toBe('https://plainguard.co.uk/pricing?x=1')
    expectSecurityHeaders(answer)
  })
})

test('requests per client: 300 at once from one address, some refused (429); another then answered', async ({ nginx }) => {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 20, localAddress: nginx.nextClient() })
  const burst = await Promise.all(Array.from({ length: 300 }, () => rawRequest(nginx.site, '/', { agent })))
  agent.destroy()
  const answered = (status: number) => burst.filter((answer) => answer.status === status)
  expect(answered(429).length, 'answers 429').toBeGreaterThan(0)
  expect(answered(200).length, 'answers 200').toBeGreaterThanOrEqual(100)
  expect((await nginx.get('/')).status, 'another client').toBe(200)
  expectSecurityHeaders(answered(429)[0]!)
})

hardeningTests()
limitsAndLogsTests()

test.describe('the security headers, once each, on Next’s errors and redirects and nginx’s own answers', () => {
  const answers: [title: string, target: string, status: number, options?: RawOptions][] = [
    ['GET /pricing/: Next’s redirect', '/pricing/', 308],
    ['GET /no-such-page: Next’s 404', '/no-such-page', 404],
    ['GET /blog/%ff: the middleware’s 400', '/blog/%ff', 400],
    ['GET /_next/image: nginx’s 404', '/_next/image?url=/logo.svg', 404],
    ['a header over 8 KB: nginx’s 400', '/', 400, { headers: { 'x-filler': 'a'.repeat(9_000) } }],
  ]
  for (const [title, target, status, options] of answers)
    test(title, async ({ nginx }) => {
      const answer = await nginx.get(target, options)
      expect(answer.status).toBe(status)
      expectSecurityHeaders(answer)
    })

  test('GET /contact with Next stopped: nginx’s 502', async ({ nginx }) => {
    // Last: it stops Next for the rest of this worker.
    await nginx.stopNext()
    const answer = await nginx.get('/contact?next-is-down')
    expect(answer.status).toBe(502)
    expectSecurityHeaders(answer)
  })
})
