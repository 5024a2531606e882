import { expect, test } from '@playwright/test'
import { company } from '@/content/company/facts'
import { contactForm, contactNextSteps } from '@/content/forms/contact'
import { security } from '@/content/security'
import { desktop, phone } from '@/e2e/fixtures'

// The contact form itself (sending, outcomes, before hydration): e2e/forms.spec.ts and e2e/before-hydration.spec.ts.

test('What happens next links each page it names', async ({ page }) => {
  await page.goto('/contact')
  const steps = page.getByRole('complementary', { name: contactNextSteps.heading })
  await expect(steps.getByRole('link')).toHaveText(['dashboard', 'privacy policy'])
  const dashboard = steps.getByRole('link', { name: 'dashboard' })
  await expect(dashboard).toHaveAttribute('href', 'https://dashboard.plainguard.co.uk')
  await expect(dashboard).toHaveAttribute('rel', 'noopener noreferrer')
  await steps.getByRole('link', { name: 'privacy policy' }).click()
  await expect(page).toHaveURL('/policies/privacy')
})

test('Other ways to reach us gives the privacy and security addresses and the registered office', async ({ page }) => {
  await page.goto('/contact')
  const reach = page.getByRole('complementary', { name: contactNextSteps.reach!.heading })
  await expect(reach.getByRole('link')).toHaveText([security.dpa.email, security.disclosure.email])
  await expect(reach.getByRole('link', { name: security.dpa.email })).toHaveAttribute('href', `mailto:${security.dpa.email}`)
  await expect(reach).toContainText(`By post${company.legalName}, ${company.registeredOffice}`)
})

test('on a phone, a visitor with a site to report is sent to the Report page before the form', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/contact')
  const note = page.getByText('Reporting a phishing, fake or malware site?')
  const name = page.getByRole('textbox', { name: contactForm.fields.name.label })
  expect((await note.boundingBox())!.y).toBeLessThan((await name.boundingBox())!.y)
  await note.getByRole('link', { name: 'Report page' }).click()
  await expect(page).toHaveURL('/report')
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
