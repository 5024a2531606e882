import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { formatConsent } from '#lib/consent'
import { installClock, settle } from '@/e2e/fixtures'

const consentText = 'We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.'

/**
 * Sentry's envelope endpoint is on whatever host the build's DSN names: the test DSN's (blocked) or a live site's.
 * Each envelope is recorded as its item types ('event', 'replay_event+replay_recording'), so a failure says what left.
 */
function watchTracking(page: Page) {
  const seen = { analytics: [] as string[], sentry: [] as string[] }
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/_vercel/insights')) seen.analytics.push(url.pathname)
    if (/^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
      const body = request.postDataBuffer()?.toString('latin1') ?? ''
      seen.sentry.push([...body.matchAll(/(?:^|\n)\{"type":"(\w+)"/g)].map(([, type]) => type).join('+'))
    }
  })
  return seen
}

/** Stands in for Vercel's script (a 404 off Vercel), so the queued page views stay readable in window.vaq. */
async function stubAnalyticsScript(page: Page) {
  await page.route('**/_vercel/insights/script.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* analytics stub */' }),
  )
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'plainguard-cookie-consent')
}

const throwInPage = (page: Page) => page.evaluate(() => reportError(new Error('e2e: uncaught error')))

/** Throws until it is reported, as Sentry starts when idle. */
async function expectErrorReported(page: Page, seen: { sentry: string[] }) {
  await expect
    .poll(async () => {
      await throwInPage(page)
      return seen.sentry
    })
    .toContain('event')
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

test('the banner shows the exact text, a cookie policy link and equal Accept and Decline buttons', async ({ page }) => {
  await page.goto('/')
  await expect(banner(page)).toContainText(consentText)
  await expect(banner(page).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/policies/cookie')
  const accept = banner(page).getByRole('button', { name: 'Accept' })
  const decline = banner(page).getByRole('button', { name: 'Decline' })
  const style = (button: typeof accept) =>
    button.evaluate((element) => {
      const { fontSize, fontWeight, color, backgroundColor, borderWidth, padding } = getComputedStyle(element)
      const { width, height } = element.getBoundingClientRect()
      return { fontSize, fontWeight, color, backgroundColor, borderWidth, padding, width, height }
    })
  expect(await style(decline)).toEqual(await style(accept))
})

test('nothing non-essential runs before a consent choice', async ({ page, context }) => {
  await installClock(page)
  const seen = watchTracking(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL('/pricing')
  await throwInPage(page)
  await settle(page)
  expect(seen).toEqual({ analytics: [], sentry: [] })
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
})

test(
  'Accept stores the choice and starts analytics and error reporting at once',
  { tag: '@local-only' },
  async ({ page, context }) => {
    const seen = watchTracking(page)
    await stubAnalyticsScript(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toBeHidden()

    const cookie = await consentCookie(context)
    expect(cookie).toMatchObject({
      value: formatConsent('accepted', new Date()),
      path: '/',
      sameSite: 'Lax',
      secure: false,
      domain: 'localhost',
    })
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(180)
    expect(days).toBeLessThan(185)

    await expect.poll(() => seen.analytics).toContain('/_vercel/insights/script.js')
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toContain('sentryReplaySession')
    await expectErrorReported(page, seen)

    const pageviews = () =>
      page.evaluate(() =>
        (window.vaq ?? []).filter(([kind]) => kind === 'pageview').map(([, props]) => (props as { path: string }).path),
      )
    await expect.poll(pageviews).toEqual(['/'])
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect.poll(pageviews).toEqual(['/', '/blog'])
  },
)

test(
  'an accepted choice is remembered: no banner, and tracking starts again after a reload',
  { tag: '@local-only' },
  async ({ page }) => {
    await page.goto('/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    const seen = watchTracking(page)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => seen.analytics, { timeout: 4_000 }).toContain('/_vercel/insights/script.js')
    await expectErrorReported(page, seen)
  },
)

test('Decline is stored, remembered after a reload, and never starts tracking', async ({ page, context }) => {
  await installClock(page)
  const seen = watchTracking(page)
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Decline' }).click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(context)).toMatchObject({ value: formatConsent('declined', new Date()), path: '/', sameSite: 'Lax' })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await throwInPage(page)
  await settle(page)
  await expect(banner(page)).toHaveCount(0)
  expect(seen).toEqual({ analytics: [], sentry: [] })
})

test('a tampered consent cookie counts as no choice', async ({ page, context, baseURL }) => {
  await installClock(page)
  await context.addCookies([{ name: 'plainguard-cookie-consent', value: 'accepted%00%FF', url: baseURL! }])
  const seen = watchTracking(page)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await settle(page)
  expect(seen).toEqual({ analytics: [], sentry: [] })
})

test(
  'a choice made under an earlier cookie policy is asked again, and nothing runs meanwhile',
  { tag: '@local-only' },
  async ({ page, context, baseURL }) => {
    await installClock(page)
    // Accepted under the version before this one, and in the format before versions.
    for (const value of ['accepted.2026-11-21.2026-11-22', 'accepted']) {
      await context.addCookies([{ name: 'plainguard-cookie-consent', value, url: baseURL! }])
      const seen = watchTracking(page)
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      await expect(banner(page)).toContainText(consentText)
      await settle(page)
      expect(seen).toEqual({ analytics: [], sentry: [] })
    }
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    expect((await consentCookie(context))?.value).toBe(formatConsent('accepted', new Date()))
    await expect(banner(page)).toHaveCount(0)
  },
)

test(
  'Global Privacy Control counts as declined until the visitor accepts in Cookie settings',
  { tag: '@local-only' },
  async ({ page }) => {
    await installClock(page)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    const seen = watchTracking(page)
    await page.goto('/policies/cookie')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    await expect(banner(page)).toHaveCount(0)
    expect(seen).toEqual({ analytics: [], sentry: [] })

    const settings = page.getByRole('region', { name: 'Cookie settings' })
    await expect(settings).toContainText('You have declined analytics and error reporting.')
    await settings.getByRole('button', { name: 'Accept' }).click()
    await expect(settings).toContainText('You have accepted analytics and error reporting.')
    await expect.poll(() => seen.analytics).toContain('/_vercel/insights/script.js')
  },
)

test(
  'Cookie settings withdraw consent as easily as it was given, and tracking stops',
  { tag: '@local-only' },
  async ({ page, context }) => {
    await installClock(page)
    await stubAnalyticsScript(page)
    await page.goto('/policies/cookie')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    const settings = page.getByRole('region', { name: 'Cookie settings' })
    await expect(settings).toContainText('You have accepted analytics and error reporting.')
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toContain('sentryReplaySession')

    // A replay old enough to send (5 s): from Decline on nothing leaves, its unsent events neither. The clock
    // stops there, so Sentry's close() cannot finish before the error below: reporting must end at Decline.
    await page.clock.fastForward(6_000)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    // What those 6 s sent may still be leaving: watched from the first quiet, so only what follows Decline counts.
    await settle(page, 0)
    const seen = watchTracking(page)
    await settings.getByRole('button', { name: 'Decline' }).click()
    await expect(settings).toContainText('You have declined analytics and error reporting. They are now off.')
    expect(await consentCookie(context)).toMatchObject({ value: formatConsent('declined', new Date()) })
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage))).toEqual([])

    // Stopped on this page already: no page view for the next navigation, no error report.
    const pageviewsBefore = await page.evaluate(() => (window.vaq ?? []).length)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await throwInPage(page)
    await settle(page)
    expect(await page.evaluate(() => (window.vaq ?? []).length)).toBe(pageviewsBefore)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await settle(page)
    expect(seen).toEqual({ analytics: [], sentry: [] })
  },
)
