import type { Page, Route } from '@playwright/test'
import { faq } from '@/content/home'
import { expect, settle, test } from './fixtures'

const api = 'https://api.plainguard.co.uk'
const metricPaths = { threats: '/v1/metrics/threats', scraped: '/v1/metrics/scraped', scanned: '/v1/metrics/scanned' }

const newsletterForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Work email') })
const emailField = (page: Page) => page.getByLabel('Work email')
const subscribe = (page: Page) => page.getByRole('button', { name: /Subscrib/ })
const metricsRegion = (page: Page) => page.getByRole('region', { name: 'Proven by metrics' })
const counter = (page: Page, label: string) => metricsRegion(page).locator('dl > div').filter({ hasText: label }).locator('dd')

/** Mocks the newsletter endpoint; returns the request bodies it received. */
async function mockNewsletter(page: Page, reply: (route: Route) => Promise<void>) {
  const bodies: unknown[] = []
  await page.route(`${api}/v1/newsletter`, async (route) => {
    bodies.push(route.request().postDataJSON())
    await reply(route)
  })
  return bodies
}

async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
}

test.describe('home page sections', () => {
  test('shows every section in order with its copy', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Just Simple Security')
    await expect(page.getByText('Protect your brand, combat fraudsters at the source')).toBeVisible()
    await expect(page.getByRole('img', { name: /^An illustrative view of the Plainguard dashboard/ })).toBeVisible()

    const solutions = page.getByRole('region', { name: /Everything that protects your name/ })
    for (const [title, href] of [
      ['Takedowns', '/solutions/takedowns'],
      ['Website Monitoring', '/solutions/website-monitoring'],
      ['Dark Web Scanning', '/solutions/dark-web-scanning'],
      ['Content Moderation', '/solutions/content-moderation'],
    ]) {
      await expect(solutions.getByRole('heading', { name: title, exact: true })).toBeVisible()
      await expect(solutions.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute('href', href!)
    }

    await expect(metricsRegion(page).getByRole('heading', { name: 'Proven by metrics' })).toBeVisible()
    await expect(counter(page, 'Years of experience')).toHaveText('10+')

    const certified = page.getByRole('region', { name: 'Certified, and compliant' })
    for (const [name, host] of [
      ['About the Cyber Essentials scheme', 'https://www.ncsc.gov.uk/'],
      ['Search the ICO data-protection register', 'https://ico.org.uk/'],
    ] as const) {
      const link = certified.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('href', new RegExp(`^${host}`))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    expect(await page.locator('main h1, main h2').allTextContents()).toEqual([
      'Just Simple Security',
      'The brand-protection briefing',
      'Everything that protects your name, in one place',
      'How it works',
      'What you receive',
      'Proven by metrics',
      'What you can hold us to',
      'Frequently asked questions',
      'Certified, and compliant',
      'Not sure which plan suits you?',
    ])

    const cta = page.getByRole('region', { name: 'Not sure which plan suits you?' })
    await expect(cta.getByText('Choose a time that suits you, and schedule a meeting with us')).toBeVisible()
    await cta.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL('/contact')

  })

  test('the subscribe button is disabled until the page is interactive, so no early submit puts the address in a URL', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Subscribe/)
  })

  test('the header image is the product drawn in the HTML: nothing to fetch before it paints', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('Cases for your brand')
    expect(html).not.toMatch(/rel="preload"[^>]+as="image"/)
  })

  test('JSON-LD: FAQPage with every question and the Organization', async ({ page }) => {
    await page.goto('/')
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(faq.map((entry) => entry.question))
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
      name: 'Plainguard',
      url: 'https://plainguard.co.uk',
      logo: 'https://plainguard.co.uk/logo.svg',
      sameAs: ['https://www.linkedin.com/company/plainguard', 'https://x.com/plainguard'],
    })
  })
})

test.describe('FAQ accordion', () => {
  test('the first answer is open; opening another closes it; clicking the open one closes it', async ({ page }) => {
    await page.goto('/')
    const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button')
    await expect(questions).toHaveText(faq.map((entry, index) => `${entry.question}${index === 0 ? '−' : '+'}`))
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')))
    /** aria-expanded of every question when only `open` is (null: none). */
    const only = (open: number | null) => faq.map((_, index) => String(index === open))
    expect(await expanded()).toEqual(only(0))
    await expect(page.getByText(/Five services that protect your brand online/)).toBeVisible()

    await questions.nth(3).click()
    expect(await expanded()).toEqual(only(3))
    await expect(page.getByText(/Five services that protect your brand online/)).toBeHidden()
    await expect(page.getByText(/We capture evidence/)).toBeVisible()

    await questions.nth(3).click()
    expect(await expanded()).toEqual(only(null))

    await questions.nth(4).click()
    await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByText(/14-day free trial/)).toBeVisible()
  })

  test('answers link to Report Website and Get Started', async ({ page }) => {
    await page.goto('/')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await faq.getByRole('button', { name: 'How can I report a malicious website?' }).click()
    await expect(faq.getByRole('link', { name: 'Report Website' })).toHaveAttribute('href', '/report')
    await faq.getByRole('button', { name: 'Can I try Plainguard before committing?' }).click()
    await faq.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL('/pricing')
  })

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const second = page.getByRole('button', { name: 'How do you monitor for phishing?' })
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('newsletter', () => {
  // Every status, the network failure, the 10 s timeout, a double click and the analytics events are in
  // components/forms/newsletter-form.test.tsx; here a success and a refusal go through the production build.
  test('status 200: "Thank you for signing up!", the trimmed address sent and the field cleared', async ({ page }) => {
    const bodies = await mockNewsletter(page, (route) => route.fulfill({ status: 200, body: '' }))
    await page.goto('/')
    await emailField(page).fill('  someone@example.co.uk ')
    await subscribe(page).click()
    await expect(newsletterForm(page).getByRole('status')).toHaveText('Thank you for signing up!')
    await expect(emailField(page)).toHaveValue('')
    expect(bodies).toEqual([{ email: 'someone@example.co.uk' }])
  })

  test('after consent, status 503: the refusal, the address kept, and the click and the failure sent to analytics without it', async ({ page }) => {
    await page.route('**/_vercel/insights/script.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    const bodies = await mockNewsletter(page, (route) => route.fulfill({ status: 503, body: '{"error":"nope"}' }))
    await page.goto('/')
    await acceptCookies(page)
    await expect.poll(() => page.evaluate(() => Array.isArray(window.vaq))).toBe(true)
    await emailField(page).fill('someone@example.co.uk')
    await subscribe(page).click()
    await expect(newsletterForm(page).getByRole('status')).toHaveText('There was an issue with your signup. Please try again.')
    await expect(emailField(page)).toHaveValue('someone@example.co.uk')
    expect(bodies).toEqual([{ email: 'someone@example.co.uk' }])
    const events = () => page.evaluate(() => (window.vaq ?? []).filter(([kind]) => kind === 'event').map(([, props]) => props))
    await expect.poll(events).toEqual([
      { name: 'Newsletter subscribe click', data: undefined, options: undefined },
      { name: 'Newsletter signup failed', data: { status: '503' }, options: undefined },
    ])
    expect(JSON.stringify(await page.evaluate(() => window.vaq))).not.toContain('someone@example.co.uk')
  })

  test('an invalid address is stopped by the browser and nothing is sent', async ({ page }) => {
    const bodies = await mockNewsletter(page, (route) => route.fulfill({ status: 200 }))
    await page.clock.install()
    await page.goto('/')
    await subscribe(page).click()
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await emailField(page).fill('not-an-email')
    await subscribe(page).click()
    expect(await emailField(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await settle(page, 0)
    expect(bodies).toEqual([])
  })
})

test.describe('metrics', () => {
  /** Answers each metric endpoint; returns how many requests each got. */
  async function mockMetrics(page: Page, bodies: Record<keyof typeof metricPaths, string | number>) {
    const calls = { threats: 0, scraped: 0, scanned: 0 }
    for (const [name, path] of Object.entries(metricPaths) as [keyof typeof metricPaths, string][]) {
      await page.route(`${api}${path}`, async (route) => {
        calls[name] += 1
        const body = bodies[name]
        await (typeof body === 'number' ? route.fulfill({ status: body, body: '' }) : route.fulfill({ contentType: 'application/json', body }))
      })
    }
    return calls
  }

  const total = (calls: Record<string, number>) => Object.values(calls).reduce((sum, count) => sum + count, 0)

  test('show their fallbacks when the API is unreachable, and log why', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.goto('/')
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => errors.filter((text) => text.startsWith('Error fetching metric')).length).toBe(3)
    await expect(counter(page, 'Threats Mitigated')).toHaveText('234K+')
    await expect(counter(page, 'Websites Scanned')).toHaveText('856K+')
    await expect(counter(page, 'Content Moderated')).toHaveText('44M+')
    await expect(counter(page, 'Years of experience')).toHaveText('10+')
  })

  test('refresh 500 ms after the block is scrolled into view, not before', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    const calls = await mockMetrics(page, { threats: '1234567', scraped: '999999', scanned: '999.9' })
    await page.clock.install()
    await page.goto('/')
    await expect(counter(page, 'Threats Mitigated')).toHaveText('234K+')
    await settle(page, 1_000)
    expect(total(calls)).toBe(0)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await page.clock.runFor(600)
    await expect(counter(page, 'Threats Mitigated')).toHaveText('1M+')
    await expect(counter(page, 'Websites Scanned')).toHaveText('999K+')
    await expect(counter(page, 'Content Moderated')).toHaveText('999')
    expect(calls).toEqual({ threats: 1, scraped: 1, scanned: 1 })
  })

  test('a malformed answer or an error status keeps the fallback', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await mockMetrics(page, { threats: '{"value":5}', scraped: '-3', scanned: 500 })
    await page.goto('/')
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => errors.filter((text) => text.startsWith('Error fetching metric')).length).toBe(3)
    await expect(counter(page, 'Threats Mitigated')).toHaveText('234K+')
    await expect(counter(page, 'Websites Scanned')).toHaveText('856K+')
    await expect(counter(page, 'Content Moderated')).toHaveText('44M+')
  })

  test('with cookies accepted: cached for 5 minutes across reloads, then fetched again', async ({ page }) => {
    // On the real clock: with the fake one, after Accept (Sentry and analytics starting) the block's
    // refresh never began under CPU load (6 of 8 runs with two busy cores), while the same steps on the
    // real clock passed 8 of 8. Each phase waits for all three counters, which a counter shows only after
    // its cache read or its request, so the request counts are final when read.
    const calls = await mockMetrics(page, { threats: '300000', scraped: '900000', scanned: '45000000' })
    const allShown = async () => {
      await expect(counter(page, 'Threats Mitigated')).toHaveText('300K+')
      await expect(counter(page, 'Websites Scanned')).toHaveText('900K+')
      await expect(counter(page, 'Content Moderated')).toHaveText('45M+')
    }
    await page.goto('/')
    await acceptCookies(page)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await allShown()
    expect(total(calls)).toBe(3)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('plainguard-metric-threats') ?? 'null'))
    expect(stored).toEqual({ timestamp: expect.any(Number), value: 300_000 })

    await page.reload()
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await allShown()
    expect(total(calls)).toBe(3)

    // Age every entry past the 5-minute lifetime.
    await page.evaluate(() => {
      for (const name of ['threats', 'scraped', 'scanned']) {
        const key = `plainguard-metric-${name}`
        const entry = JSON.parse(localStorage.getItem(key)!)
        localStorage.setItem(key, JSON.stringify({ ...entry, timestamp: entry.timestamp - 5 * 60 * 1000 }))
      }
    })
    await page.reload()
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => total(calls)).toBe(6)
  })

  test('without consent nothing is stored, so each load asks the server', async ({ page }) => {
    const calls = await mockMetrics(page, { threats: '300000', scraped: '900000', scanned: '45000000' })
    await page.goto('/')
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect(counter(page, 'Threats Mitigated')).toHaveText('300K+')
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.reload()
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => total(calls)).toBe(6)
  })

  test('still work when local storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError')
        },
      })
    })
    await mockMetrics(page, { threats: '5000', scraped: '6000', scanned: '7000' })
    await page.goto('/')
    await acceptCookies(page)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect(counter(page, 'Threats Mitigated')).toHaveText('5K+')
  })
})

test.describe('layout stability', () => {
  /** Layout shifts of the page once the metrics have refreshed (answered or failed) and the fonts loaded. */
  async function cumulativeLayoutShift(page: Page) {
    let metricsDone = 0
    const onDone = (request: { url: () => string }) => request.url().startsWith(api) && (metricsDone += 1)
    page.on('requestfinished', onDone)
    page.on('requestfailed', onDone)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => metricsDone).toBe(3)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value
            }
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 100)
        }),
    )
  }

  test('no layout shift with the API answering', async ({ page }) => {
    for (const path of Object.values(metricPaths)) {
      await page.route(`${api}${path}`, (route) => route.fulfill({ contentType: 'application/json', body: '123456789' }))
    }
    await page.goto('/')
    expect(await cumulativeLayoutShift(page)).toBe(0)
  })

  test('no layout shift with the API unreachable', async ({ page }) => {
    await page.goto('/')
    expect(await cumulativeLayoutShift(page)).toBe(0)
  })

  test('no layout shift when the font arrives after the first paint, on a phone', async ({ page }) => {
    // The page paints with its HTML alone (inline stylesheet); a font swapped in later would move text.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto('/')
    expect(await cumulativeLayoutShift(page)).toBe(0)
  })
})
