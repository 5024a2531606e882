import { pricing } from '#content/pricing.ts'
import { formatGBP, planPrice } from '#lib/pricing.ts'
import { definitionOf, expect, test } from '#e2e/fixtures.ts'

// The sign-up hand-off (/signup/{plan}) when no usable plan choice came with the visitor. With a choice
// made on the pricing page: e2e/pricing.spec.ts ("sign-up").

test.describe('sign-up hand-off without a chosen plan', { tag: '@edge' }, () => {
  test('explains what happened and offers the pricing page, a demo and contact', async ({ page }) => {
    await page.goto('/signup/business')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for Business' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No plan was chosen, or the choice has expired.' })).toBeVisible()
    // The plans it can start, each at its monthly price with VAT, to decide by.
    for (const id of ['starter', 'business'] as const) {
      const plan = pricing.plans.find((candidate) => candidate.id === id)!
      const price = planPrice(pricing, id, { isYearly: false, showVat: true }) as number
      await expect(definitionOf(page.getByRole('main'), plan.name)).toHaveText(`${formatGBP(price)}/mo incl. VAT`)
    }
    const help = page.getByRole('complementary', { name: 'Not sure which plan?' })
    await expect(help.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await page.getByRole('link', { name: 'Choose a plan on the pricing page' }).click()
    await expect(page).toHaveURL('/pricing')
  })
})

test.describe('the hand-off page never breaks on a bad cookie', { tag: '@edge' }, () => {
  const bad = [
    ['missing', null],
    ['not JSON', 'not-json'],
    [
      'a disallowed quantity',
      JSON.stringify({
        plan: 'starter',
        isYearly: false,
        addons: { ManagedTakedowns: 7, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 },
      }),
    ],
    [
      'another plan',
      JSON.stringify({
        plan: 'business',
        isYearly: false,
        addons: { ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 },
      }),
    ],
    ['undecodable', '%E0%A4%A'],
  ] as const

  for (const [name, value] of bad) {
    test(`${name}: says no plan was chosen and links back to pricing`, async ({ page, context, baseURL }) => {
      if (value !== null) {
        await context.addCookies([
          { name: 'planDetails', value: value.startsWith('%') ? value : encodeURIComponent(value), url: baseURL! },
        ])
      }
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto('/signup/starter')
      expect(response?.status()).toBe(200)
      await expect(page.getByText('No plan was chosen, or the choice has expired.')).toBeVisible()
      await page.getByRole('link', { name: 'Choose a plan on the pricing page' }).click()
      await expect(page).toHaveURL('/pricing')
      expect(errors).toEqual([])
    })
  }
})
