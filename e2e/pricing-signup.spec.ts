import { expect, test } from '@playwright/test'
import { phone } from '@/e2e/fixtures'
import { addonSelect, line, planDetailsCookie, summary, table, vat, yearly } from '@/e2e/page-checks/pricing'

// The plan a visitor chose, stored and handed off: e2e/signup-handoff.spec.ts checks the page it opens.
test.beforeEach(async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Security, Simple Pricing')
})

// The sign-up is a GET to /signup that the server answers with the cookie and a 303: the Worker runs these too.
test.describe('sign-up', { tag: '@edge' }, () => {
  function expectCookie(cookie: Awaited<ReturnType<typeof planDetailsCookie>>, value: unknown) {
    expect(cookie).toBeDefined()
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(value)
    expect(cookie!.path).toBe('/')
    expect(cookie!.secure).toBe(true)
    const hours = (cookie!.expires - Date.now() / 1000) / 3600
    expect(hours).toBeGreaterThan(23.9)
    // Chromium dates the expiry by the response's Date header, which Node refreshes once a second: allow 2 s.
    expect(hours).toBeLessThanOrEqual(24 + 2 / 3600)
  }

  test('Enter on a switch or a radio sends nothing', async ({ page }) => {
    // Live first: the summary follows an add-on only once the page has hydrated.
    await addonSelect(page, 'Detection Alerts').selectOption('1')
    await expect(line(page, /^Total/)).toHaveText('£126/mo')
    await yearly(page).press('Enter')
    await summary(page).getByRole('radio', { name: 'Starter' }).press('Enter')
    // A sign-up would have left the page: the next action still finds the calculator here.
    await vat(page).click()
    await expect(page).toHaveURL('/pricing')
    await expect(line(page, /^Total/)).toHaveText('£105/mo')
  })

  test('/signup naming no plan goes back to pricing and stores nothing', async ({ page, context }) => {
    await page.goto('/signup?choose=platinum')
    await expect(page).toHaveURL('/pricing')
    expect(await planDetailsCookie(context)).toBeUndefined()
  })

  test('Signup Now stores the choice and opens the hand-off page, which summarises it', async ({ page, context }) => {
    await summary(page).getByRole('radio', { name: 'Business' }).check()
    await yearly(page).click()
    await addonSelect(page, 'Detection Alerts').selectOption('3')
    await addonSelect(page, 'Managed Takedowns').selectOption('1')
    await summary(page).getByRole('button', { name: 'Signup Now' }).click()
    await expect(page).toHaveURL('/signup/business')
    expectCookie(await planDetailsCookie(context), {
      plan: 'business',
      isYearly: true,
      addons: { ManagedTakedowns: 1, DetectionAlerts: 3, ContentModerationScans: 0, MonitoredWebsites: 0 },
    })

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up for Business')
    const choice = page.locator('dl')
    await expect(choice).toContainText('Business')
    await expect(choice).toContainText('Yearly (save 20%)')
    await expect(choice).toContainText('Managed Takedowns × 1, Detection Alerts × 3')
    // (9,600 + 960 + 144) ex. VAT = 10,704; incl. VAT 12,845
    await expect(choice).toContainText('£12,845/yr')
    await expect(page.getByRole('link', { name: 'Continue to sign-up' })).toHaveAttribute(
      'href',
      'https://dashboard.plainguard.co.uk/signup?plan=business&billing=yearly&ManagedTakedowns=1&DetectionAlerts=3&ContentModerationScans=0&MonitoredWebsites=0',
    )
  })

  test.describe('on a phone', () => {
    test.use({ viewport: phone })

    test('the table’s Sign up stores the choice and hands off to its plan', async ({ page }) => {
      await yearly(page).click()
      await expect(table(page).getByRole('row', { name: /Price/ }).getByRole('cell').nth(1)).toHaveText(/£11,520\/yr/)
      await table(page).getByRole('button', { name: 'Sign up for Business' }).click()
      await expect(page).toHaveURL('/signup/business')
      await expect(page.getByText('Yearly (save 20%)')).toBeVisible()
    })
  })

  for (const [plan, button, url] of [
    ['starter', 'Sign up for Starter', '/signup/starter'],
    ['business', 'Sign up for Business', '/signup/business'],
    ['enterprise', 'Contact Us', '/contact'],
  ] as const) {
    test(`the table's ${plan} button stores the cookie and goes to ${url}`, async ({ page, context }) => {
      await vat(page).click()
      await table(page).getByRole('button', { name: button }).click()
      await expect(page).toHaveURL(url)
      expectCookie(await planDetailsCookie(context), {
        plan,
        isYearly: false,
        addons: { ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 },
      })
    })
  }
})
