import { expect, test } from '@playwright/test'
import { testSentryDsn } from '#test/env'
import { scriptSources } from '@/e2e/html'
import { recordViolations } from '@/e2e/page-checks/csp-violations'
import { expectSecurityHeaders, readHeaders, staticHeaders } from '@/e2e/page-checks/headers'

// Every page's headers, its own policy and a load without violation, in both variants: e2e/crawl.spec.ts.

test.describe('security headers', { tag: '@edge' }, () => {
  // Files and feeds get the baseline policy from next.config.mjs.
  for (const path of [
    '/sitemap.xml',
    '/robots.txt',
    '/og/page/home.png',
    '/logo.svg',
    '/blog/rss.xml',
    '/.well-known/security.txt',
  ]) {
    test(`${path} carries the security headers and no X-Powered-By`, async ({ request }) => {
      expectSecurityHeaders(await readHeaders(await request.get(path)))
    })
  }

  // On Cloudflare these come from the Worker's `_headers`, not from Next (docs/deploy.md, "Cloudflare Workers").
  test('content-hashed scripts carry the security headers and an immutable year-long cache', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = scriptSources(html).find((src) => src.startsWith('/_next/static/'))
    expect(script).toBeDefined()
    const headers = (await request.get(script!)).headers()
    expect(headers).toMatchObject({ ...staticHeaders, 'cache-control': 'public, max-age=31536000, immutable' })
    expect(headers['content-security-policy']).toContain("script-src 'self';")
  })
})

test(
  'RSC flights, like their pages, tell shared caches to keep nothing: one URL is two pages',
  { tag: '@edge' },
  async ({ page }) => {
    const flights: string[] = []
    page.on('response', (response) => {
      if (response.request().headers()['rsc'] === '1') flights.push(response.headers()['cache-control'] ?? 'none')
    })
    await page.goto('/')
    await page.getByRole('link', { name: 'Pricing' }).first().click()
    await expect(page).toHaveURL('/pricing')
    expect(flights.length).toBeGreaterThan(0)
    expect(new Set(flights)).toEqual(new Set(['private, no-cache']))
  },
)

test.describe('the CSP allows everything the site does, and nothing else', { tag: '@edge' }, () => {
  test(
    'interactive code runs: hydration, consent, analytics and Sentry start without a violation',
    { tag: '@local-only' },
    async ({ page }) => {
      const violations = await recordViolations(page)
      const sentry: string[] = []
      page.on('request', (request) => request.url().startsWith(new URL(testSentryDsn).origin) && sentry.push(request.url()))
      await page.goto('/')
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
      await page.getByText('How do you monitor for phishing?').click()
      await expect(page.locator('details', { hasText: 'How do you monitor for phishing?' })).toHaveJSProperty('open', true)
      await expect
        .poll(async () => {
          await page.evaluate(() =>
            setTimeout(() => {
              throw new Error('e2e: reported under the CSP')
            }),
          )
          return sentry.length
        })
        .toBeGreaterThan(0)
      expect(await violations()).toEqual([])
    },
  )

  test('a script injected into the page is blocked and reported', async ({ page }) => {
    const violations = await recordViolations(page)
    await page.goto('/pricing')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      const handler = document.createElement('img')
      handler.setAttribute('src', 'data:,x')
      handler.setAttribute('onerror', 'window.__handler = true')
      document.body.append(handler)
    })
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src-elem inline/))
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected ?? null)).toBeNull()
    expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler ?? null)).toBeNull()
  })

  test('the site cannot be framed', async ({ page, baseURL }) => {
    const response = page.waitForResponse(`${baseURL}/pricing`)
    // The parent's load event waits for the frame, whether it loaded or was refused.
    await page.setContent(`<iframe src="${baseURL}/pricing"></iframe>`, { waitUntil: 'load' })
    expect((await response).status()).toBe(200)
    const frameText = await page
      .frames()[1]!
      .evaluate(() => document.body?.innerText ?? '')
      .catch(() => '')
    expect(frameText).not.toContain('Simple Security')
  })
})

test.describe('bad input never breaks a page or leaks', { tag: '@edge' }, () => {
  const badCookies = [
    ['a malformed jwt', 'jwt=%%%not.a.jwt%%%'],
    ['a 4 KB jwt', `jwt=${'a'.repeat(4096)}`],
    ['a non-UTF-8 jwt', 'jwt=%FF%FE%80'],
    ['a malformed consent cookie', 'plainguard-cookie-consent=%E0%A4%A'],
    ['a 4 KB consent cookie', `plainguard-cookie-consent=${'x'.repeat(4096)}`],
    [
      'a tampered planDetails',
      `planDetails=${encodeURIComponent('{"plan":"starter","isYearly":"yes","addons":{"__proto__":{"x":1}}}')}`,
    ],
  ]
  for (const [name, cookie] of badCookies) {
    test(`${name}: pages answer normally`, async ({ request }) => {
      for (const path of ['/', '/pricing', '/signup/starter', '/policies/cookie', '/nope']) {
        const response = await request.get(path, { headers: { cookie: cookie! } })
        expect(response.status(), `${path} with ${name}`).toBe(path === '/nope' ? 404 : 200)
      }
    })
  }

  test('raw non-UTF-8 bytes in the Cookie header do not cause a 500', async ({ baseURL }) => {
    const { request } = baseURL!.startsWith('https:') ? await import('node:https') : await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL('/pricing', baseURL)
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { cookie: Buffer.from([0x6a, 0x77, 0x74, 0x3d, 0xff, 0xfe, 0xc3]).toString('latin1') },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect([200, 400]).toContain(status)
  })

  const hostile = [
    '/?q=<script>alert(1)</script>',
    '/pricing?plan=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '/newsletter/unsubscribe?email=%3Cscript%3Ealert(1)%3C%2Fscript%3E&token=%00%FF',
    '/blog?__proto__[polluted]=1&constructor[prototype][x]=1',
    `/contact?${'a=1&'.repeat(500)}`,
    '/%2e%2e/%2e%2e/etc/passwd',
    '/blog/..%2F..%2Fpackage.json',
    '/%00',
    '/%ff',
    `/${'a'.repeat(4000)}`,
    `/blog/${'x/'.repeat(1000)}`,
  ]
  for (const url of hostile) {
    test(`${url.slice(0, 60)} answers with a page or a 404, never a 500`, async ({ request }) => {
      const response = await request.get(url)
      expect([200, 400, 404]).toContain(response.status())
      const body = await response.text()
      expect(body).not.toContain('<script>alert(1)</script>')
      expect(body).not.toMatch(/at [\w.]+ \(.*\.js:\d+/) // no stack trace
    })
  }
})

test.describe('requests no page can answer', { tag: '@edge' }, () => {
  // vercel/next.js#92527: Next answers these with a 500 and no security headers; the middleware refuses them.
  for (const path of [
    '/blog/%ff',
    '/blog/%',
    '/solutions/%ff',
    '/industry/%ff',
    '/policies/%ff',
    '/signup/%ff',
    '/og/page/%ff.png',
    '/blog/rss.xml%ff',
  ]) {
    test(`GET ${path} is a 400 with the security headers`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(400)
      expect(response.headers()).toMatchObject(staticHeaders)
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'")
      expect(response.headers()['content-security-policy']).not.toContain(',')
    })
  }

  test('every method but GET and HEAD gets 405 and Allow: GET, HEAD, with the security headers', async ({ request }) => {
    for (const path of ['/', '/pricing', '/blog/understanding-phishing']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await request.fetch(path, { method, data: method === 'OPTIONS' ? undefined : 'x=1' })
        expect(response.status(), `${method} ${path}`).toBe(405)
        expect(response.headers()['allow']).toBe('GET, HEAD')
        expect(response.headers()).toMatchObject(staticHeaders)
        expect(await response.text()).toBe('')
      }
      expect((await request.head(path)).status()).toBe(200)
    }
  })

  test('the image optimiser is off: every image is an SVG served as it is', async ({ request }) => {
    expect((await request.get('/_next/image?url=/og/page/home.png&w=64&q=75')).status()).toBe(404)
  })
})
