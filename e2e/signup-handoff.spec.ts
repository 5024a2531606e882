import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { formatGBP, planPrice, type PricedPlanId } from '#lib/pricing'
import { expect, type Page, test } from '@playwright/test'
import { definitionOf } from '@/e2e/fixtures'

// The hand-off when no usable plan choice came with the visitor; with a choice from pricing: e2e/pricing.spec.ts.

async function expectDefaults(page: Page, id: PricedPlanId) {
  const plan = pricing.plans.find((candidate) => candidate.id === id)!
  const choice = page.getByRole('main')
  await expect(choice.getByText(pricingCopy.handoff.defaults(plan.name))).toBeVisible()
  await expect(definitionOf(choice, 'Plan')).toHaveText(plan.name)
  await expect(definitionOf(choice, 'Billing')).toHaveText('Monthly')
  await expect(definitionOf(choice, 'Add-ons')).toHaveText('None')
  const price = planPrice(pricing, id, { isYearly: false, showVat: true }) as number
  await expect(definitionOf(choice, 'Total (incl. VAT)')).toHaveText(`${formatGBP(price)}/mo`)
  await expect(definitionOf(choice, 'VAT (20%)')).toHaveText(`${formatGBP(price / 6)}/mo`)
  await expect(page.getByRole('link', { name: 'Continue to sign-up' })).toHaveAttribute(
    'href',
    `https://dashboard.plainguard.co.uk/signup?plan=${id}&billing=monthly&ManagedTakedowns=0&DetectionAlerts=0&ContentModerationScans=0&MonitoredWebsites=0`,
  )
}

test.describe('sign-up hand-off without a chosen plan', { tag: '@edge' }, () => {
  test('shows the plan in the address as it starts, and offers to change it, a demo and contact', async ({ page }) => {
    await page.goto('/signup/business')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up for Business' })).toBeVisible()
    await expectDefaults(page, 'business')
    const help = page.getByRole('complementary', { name: 'Not sure which plan?' })
    await expect(help.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await page.getByRole('link', { name: 'Change my choice' }).click()
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
    test(`${name}: shows the plan's defaults and links back to pricing`, async ({ page, context, baseURL }) => {
      if (value !== null) {
        await context.addCookies([
          { name: 'planDetails', value: value.startsWith('%') ? value : encodeURIComponent(value), url: baseURL! },
        ])
      }
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto('/signup/starter')
      expect(response?.status()).toBe(200)
      await expectDefaults(page, 'starter')
      await page.getByRole('link', { name: 'Change my choice' }).click()
      await expect(page).toHaveURL('/pricing')
      expect(errors).toEqual([])
    })
  }
})
