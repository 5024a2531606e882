import { expect, test } from '@playwright/test'
import { reportForm } from '@/content/forms/report'
import { pricingCopy } from '@/content/pricing-copy'
import { faq } from '@/content/home-faq'
import { desktop, phone } from '@/e2e/fixtures'

// The `no-javascript` project: the chrome is popover and <details>, the report form's guidance CSS: no script needed.

test.describe('at 1280 px', () => {
  test.use({ viewport: desktop })

  test('the Solutions dropdown opens on click, closes on Escape and on an outside click', async ({ page }) => {
    await page.goto('/pricing')
    const main = page.getByRole('navigation', { name: 'Main' })
    const button = main.getByRole('button', { name: 'Solutions' })
    const takedowns = main.getByRole('link', { name: 'Takedowns' })
    await expect(takedowns).toBeHidden()
    await button.click()
    await expect(takedowns).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(takedowns).toBeHidden()
    await button.press('Enter')
    await expect(takedowns).toBeVisible()
    await page.mouse.click(20, 600)
    await expect(takedowns).toBeHidden()
    await button.click()
    await takedowns.click()
    await expect(page).toHaveURL('/solutions/takedowns')
  })

  test('the 404 page has the full navbar', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/no-such-page')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('button', { name: 'Solutions' }).click()
    await expect(main.getByRole('link', { name: 'Dark Web Scanning' })).toBeVisible()
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: phone })

  test('the menu button opens the phone menu and Escape closes it', async ({ page }) => {
    await page.goto('/')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    for (const group of ['Services', 'Industries', 'General']) await expect(menu.getByText(group, { exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Book a Demo' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('the phone menu marks the section of the page shown, from the server', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/blog/understanding-phishing')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true')
    await expect(menu.locator('[aria-current]')).toHaveCount(1)
  })

  test('the 404 page has the menu button', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/no-such-page')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })).toBeVisible()
  })
})

test('the home FAQ: the first answer open, one at a time, the open one closes', async ({ page }) => {
  await page.goto('/')
  const region = page.getByRole('region', { name: 'Frequently asked questions' })
  const entries = region.getByRole('group')
  await expect(entries).toHaveCount(faq.length)
  const openStates = () => entries.evaluateAll((details) => details.map((entry) => (entry as HTMLDetailsElement).open))
  expect(await openStates()).toEqual(faq.map((_, index) => index === 0))
  await region.getByText(faq[3]!.question).click()
  expect(await openStates()).toEqual(faq.map((_, index) => index === 3))
  await region.getByText(faq[3]!.question).click()
  expect(await openStates()).toEqual(faq.map(() => false))
})

test('the report form shows the IWF guidance while CSAM is chosen', async ({ page }) => {
  await page.goto('/report')
  const category = page.getByRole('main').getByLabel(reportForm.fields.category.label)
  const guidance = page.getByRole('main').getByText(reportForm.csam.heading)
  await expect(guidance).toBeHidden()
  await category.selectOption('csam')
  await expect(guidance).toBeVisible()
  await category.selectOption('phishing')
  await expect(guidance).toBeHidden()
})

test(
  'pricing: a sign-up stores the choice and hands off; the hand-off offers a way on',
  { tag: '@edge' },
  async ({ page, context }) => {
    await page.goto('/pricing')
    await page.getByRole('switch', { name: /Save 20%/ }).check()
    await page.getByRole('combobox', { name: /^Detection Alerts/ }).selectOption('5')
    await page.getByRole('region', { name: 'Pricing Summary' }).getByRole('radio', { name: 'Business' }).check()
    await page.getByRole('button', { name: 'Signup Now' }).click()
    await expect(page).toHaveURL('/signup/business')
    const cookie = (await context.cookies()).find(({ name }) => name === 'planDetails')
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      plan: 'business',
      isYearly: true,
      addons: { ManagedTakedowns: 0, DetectionAlerts: 5, ContentModerationScans: 0, MonitoredWebsites: 0 },
    })
    // Nothing says the choice is being read: without scripts it never will be.
    await expect(page.getByText(pricingCopy.handoff.checking)).toBeHidden()
    // Playwright turns scripts off after parsing, so the page still parses <noscript> as text: read it as served.
    const fallback = await page.getByRole('main').locator('noscript').innerHTML()
    expect(fallback).toContain(pricingCopy.handoff.notShown)
    expect(fallback).toContain(`href="https://dashboard.plainguard.co.uk/signup?plan=business"`)
    expect(fallback).toContain(`>${pricingCopy.handoff.continue}</a>`)
  },
)
