import { expect, test } from '@playwright/test'
import { contactForm, contactNextSteps } from '@/content/forms/contact'
import { desktop } from '@/e2e/fixtures'

// The contact form itself (sending, outcomes, before hydration): e2e/forms.spec.ts and e2e/before-hydration.spec.ts.

test('What happens next links each page it names', async ({ page }) => {
  await page.goto('/contact')
  const steps = page.getByRole('complementary', { name: contactNextSteps.heading })
  await expect(steps.getByRole('link')).toHaveText(['dashboard', 'Report page', 'privacy policy'])
  const dashboard = steps.getByRole('link', { name: 'dashboard' })
  await expect(dashboard).toHaveAttribute('href', 'https://dashboard.plainguard.co.uk')
  await expect(dashboard).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(steps.getByRole('link', { name: 'Report page' })).toHaveAttribute('href', '/report')
  await steps.getByRole('link', { name: 'privacy policy' }).click()
  await expect(page).toHaveURL('/policies/privacy')
})

test('at 1280 px What happens next stays in view beside the form as it is filled in', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/contact')
  const steps = page.getByRole('complementary', { name: contactNextSteps.heading })
  const send = page.getByRole('button', { name: contactForm.submit })
  await send.scrollIntoViewIfNeeded()
  await expect(send).toBeInViewport()
  await expect(steps.getByRole('heading', { name: contactNextSteps.heading })).toBeInViewport()
})
