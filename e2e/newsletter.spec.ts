import { expect, type Page, type Route, test } from '@playwright/test'
import { installClock, settle } from '@/e2e/fixtures'

const api = 'https://api.plainguard.co.uk'

const newsletterForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Work email') })
const emailField = (page: Page) => page.getByLabel('Work email')
const subscribe = (page: Page) => page.getByRole('button', { name: /Subscrib/ })

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

test.describe('newsletter', () => {
  // The words per status: content/home.test.ts; failures and double clicks: newsletter-form.test.tsx; here, the build.
  test('status 200: "Thank you for signing up!", the trimmed address sent and the field cleared', async ({ page }) => {
    const bodies = await mockNewsletter(page, (route) => route.fulfill({ status: 200, body: '' }))
    await page.goto('/')
    await emailField(page).fill('  someone@example.co.uk ')
    await subscribe(page).click()
    await expect(newsletterForm(page).getByRole('status')).toHaveText('Thank you for signing up!')
    await expect(emailField(page)).toHaveValue('')
    expect(bodies).toEqual([{ email: 'someone@example.co.uk' }])
  })

  test(
    'a 503 after consent keeps the address and tells analytics of the failure without it',
    { tag: '@local-only' },
    async ({ page }) => {
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
    },
  )

  test('an invalid address is stopped by the browser and nothing is sent', async ({ page }) => {
    const bodies = await mockNewsletter(page, (route) => route.fulfill({ status: 200 }))
    await installClock(page)
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
