import type { Page } from '@playwright/test'
import { handoffPages, publicPaths } from '@/content/routes'
import { formatConsent } from '@/lib/consent'
import { expect, test } from './fixtures'
import { testSentryDsn } from '../playwright.config'
import { deferredElements } from './html'

const staticHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

test.describe('security headers', () => {
  for (const path of ['/', '/pricing', '/no-such-page', '/sitemap.xml', '/robots.txt', '/og/page/home.png', '/logo.svg', '/blog/rss.xml', '/.well-known/security.txt']) {
    test(`${path} carries the security headers and no X-Powered-By`, async ({ request }) => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers).toMatchObject(staticHeaders)
      // One policy: a second header, or a second policy after a comma, would be enforced as well.
      expect(response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')).toHaveLength(1)
      expect(headers['content-security-policy']).not.toContain(',')
      expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
      expect(headers['x-powered-by']).toBeUndefined()
      // Files and feeds get the baseline policy from next.config.mjs, pages their own from the middleware.
      const policy = headers['content-security-policy']!.split('; ')
      expect(policy).toEqual(expect.arrayContaining(["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]))
      expect(policy.find((directive) => directive.startsWith('script-src '))).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/)
    })
  }

  // On Cloudflare these come from the Worker's `_headers`, not from Next (docs/deploy.md, "What differed under workerd", item 2).
  test("Next's content-hashed scripts carry the security headers and are cached for a year, immutable", async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = deferredElements(html).find(([tag]) => tag === 'script')?.[1].src
    expect(script).toBeDefined()
    const headers = (await request.get(script!)).headers()
    expect(headers).toMatchObject({ ...staticHeaders, 'cache-control': 'public, max-age=31536000, immutable' })
    expect(headers['content-security-policy']).toContain("script-src 'self';")
  })

  test('the browser recognises every feature the Permissions-Policy names', async ({ page }) => {
    const complaints: string[] = []
    page.on('console', (message) => /Permissions-Policy/i.test(message.text()) && complaints.push(message.text()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(complaints).toEqual([])
  })

  test('every page has a strict Content-Security-Policy, different per variant, without unsafe-inline scripts', async ({ request }) => {
    for (const path of [...publicPaths, ...handoffPages.map((page) => page.path), '/no-such-page']) {
      const visitor = (await request.get(path)).headers()['content-security-policy']!
      const customer = (await request.get(path, { headers: { cookie: 'jwt=t' } })).headers()['content-security-policy']!
      for (const policy of [visitor, customer]) {
        // A comma would start a second policy, which the browser would enforce too (the baseline
        // one of next.config.mjs, if a host sent both: docs/deploy.md, "What differed under workerd", item 3).
        expect(policy, path).not.toContain(',')
        const directives = policy.split('; ')
        for (const required of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
          expect(directives, path).toContain(required)
        }
        const scriptSrc = directives.find((directive) => directive.startsWith('script-src '))!
        expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
        expect(directives.find((directive) => directive.startsWith('connect-src'))).toBe(
          `connect-src 'self' https://api.plainguard.co.uk https://status.plainguard.co.uk ${new URL(testSentryDsn).origin}`,
        )
      }
      if (path !== '/no-such-page') expect(visitor, path).not.toBe(customer)
    }
  })
})

test('pages and their RSC flights tell shared caches to keep nothing: one URL is two pages', async ({ page, request }) => {
  for (const cookie of [undefined, 'jwt=t0ken']) {
    const response = await request.get('/pricing', { headers: cookie ? { cookie } : {} })
    expect(response.headers()['cache-control']).toBe('private, no-cache')
  }
  const flights: string[] = []
  page.on('response', (response) => {
    if (response.request().headers()['rsc'] === '1') flights.push(response.headers()['cache-control'] ?? 'none')
  })
  await page.goto('/')
  await page.getByRole('link', { name: 'Pricing' }).first().click()
  await expect(page).toHaveURL('/pricing')
  expect(flights.length).toBeGreaterThan(0)
  expect(new Set(flights)).toEqual(new Set(['private, no-cache']))
})

test('the policy upgrades insecure requests because the configured site is https, even on localhost', async ({ request }) => {
  expect((await request.get('/')).headers()['content-security-policy']).toContain('upgrade-insecure-requests')
})

/** Records every CSP violation the page reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test.describe('the CSP allows everything the site does, and nothing else', () => {
  for (const path of [...publicPaths, ...handoffPages.map((handoff) => handoff.path), '/no-such-page']) {
    // Each variant has its own inline scripts, so its own hashes. Consent changes nothing in the HTML, only
    // what runs after it: the visitor is checked with cookies accepted (analytics and Sentry running),
    // the customer undecided (the banner showing, nothing tracked).
    test(`no violation on ${path}: visitor with cookies accepted, customer undecided`, async ({ page, context, baseURL }) => {
      const violations = await recordViolations(page)
      for (const [variant, consent] of [
        ['visitor', 'accepted'],
        ['customer', 'undecided'],
      ] as const) {
        await context.clearCookies()
        const cookies: { name: string; value: string; url: string }[] = []
        if (consent === 'accepted') cookies.push({ name: 'plainguard-cookie-consent', value: formatConsent(consent, new Date()), url: baseURL! })
        if (variant === 'customer') cookies.push({ name: 'jwt', value: 'token', url: baseURL! })
        await context.addCookies(cookies)
        await page.goto(path)
        // Every inline script has run; React has hydrated the page (it tags the nodes it owns) and, with
        // consent, started analytics and Sentry (on idle, within 2 s; the bare 404 page runs neither).
        await page.waitForFunction(
          (tracked) => {
            const hydrated = Object.keys(document.body).some((key) => key.startsWith('__react'))
            return hydrated && (!tracked || ('va' in window && '__SENTRY__' in window))
          },
          consent === 'accepted' && path !== '/no-such-page',
        )
        expect(await violations(), `${path}, ${variant}, ${consent}`).toEqual([])
      }
    })
  }

  test('interactive code runs: hydration, consent, analytics and Sentry start without a violation', async ({ page }) => {
    const violations = await recordViolations(page)
    const sentry: string[] = []
    page.on('request', (request) => request.url().startsWith(new URL(testSentryDsn).origin) && sentry.push(request.url()))
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
    await page.getByRole('button', { name: 'How do you monitor for phishing?' }).click()
    await expect(page.getByRole('button', { name: 'How do you monitor for phishing?' })).toHaveAttribute('aria-expanded', 'true')
    await expect
      .poll(async () => {
        await page.evaluate(() => setTimeout(() => {
          throw new Error('e2e: reported under the CSP')
        }))
        return sentry.length
      })
      .toBeGreaterThan(0)
    expect(await violations()).toEqual([])
  })

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
    const frameText = await page.frames()[1]!.evaluate(() => document.body?.innerText ?? '').catch(() => '')
    expect(frameText).not.toContain('Simple Security')
  })
})

test.describe('bad input never breaks a page or leaks', () => {
  const badCookies = [
    ['a malformed jwt', 'jwt=%%%not.a.jwt%%%'],
    ['a 4 KB jwt', `jwt=${'a'.repeat(4096)}`],
    ['a non-UTF-8 jwt', 'jwt=%FF%FE%80'],
    ['a malformed consent cookie', 'plainguard-cookie-consent=%E0%A4%A'],
    ['a 4 KB consent cookie', `plainguard-cookie-consent=${'x'.repeat(4096)}`],
    ['a tampered planDetails', `planDetails=${encodeURIComponent('{"plan":"starter","isYearly":"yes","addons":{"__proto__":{"x":1}}}')}`],
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
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL('/pricing', baseURL)
      const req = request({ host: url.hostname, port: url.port, path: url.pathname, headers: { cookie: Buffer.from([0x6a, 0x77, 0x74, 0x3d, 0xff, 0xfe, 0xc3]).toString('latin1') } }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
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

test.describe('requests no page can answer', () => {
  // vercel/next.js#92527: Next answers these with a 500 and no security headers; the middleware refuses them.
  for (const path of ['/blog/%ff', '/blog/%', '/solutions/%ff', '/industry/%ff', '/policies/%ff', '/signup/%ff', '/og/page/%ff.png', '/blog/rss.xml%ff']) {
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
