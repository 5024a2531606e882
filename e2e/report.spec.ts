import { expect, test } from '@playwright/test'
import { reportForm, reportNextSteps, reportUrgent } from '@/content/forms/report'
import { reportReview } from '@/content/support'
import { lowerFirst } from '#lib/format'

const linked = reportUrgent.steps.flatMap((step) => step.text.filter((part) => typeof part !== 'string'))

test.describe('the report page', () => {
  for (const width of [375, 1280]) {
    test(`the form comes first, the urgent steps beside or linked above it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/report')
      const urgent = page.getByRole('region', { name: reportUrgent.heading })
      await expect(urgent).toBeVisible()
      const steps = urgent.getByRole('listitem')
      await expect(steps).toHaveCount(reportUrgent.steps.length)
      for (const [index, step] of reportUrgent.steps.entries())
        await expect(steps.nth(index).locator('strong')).toHaveText(step.title)
      const urgentBox = (await urgent.boundingBox())!
      const firstField = (await page.getByRole('main').getByLabel('Web address of the content').boundingBox())!
      const submit = (await page.getByRole('main').getByRole('button', { name: reportForm.submit }).boundingBox())!
      const jump = page.getByRole('main').getByRole('link', { name: reportUrgent.jump })
      if (width === 1280) {
        expect(urgentBox.x).toBeGreaterThan(firstField.x + firstField.width)
        expect(urgentBox.y).toBeLessThan(firstField.y)
        await expect(jump).toBeHidden()
      } else {
        expect(urgentBox.y).toBeGreaterThan(submit.y + submit.height)
        const jumpBox = (await jump.boundingBox())!
        expect(jumpBox.y + jumpBox.height).toBeLessThanOrEqual(firstField.y)
        await jump.click()
        await expect(urgent.getByRole('heading', { name: reportUrgent.heading })).toBeInViewport()
      }
    })
  }

  test('the urgent steps link the UK’s public services at their official addresses, and Plainguard', async ({ page }) => {
    await page.goto('/report')
    const links = page.getByRole('region', { name: reportUrgent.heading }).getByRole('link')
    await expect(links).toHaveText(linked.map((part) => part.text))
    const hosts: string[] = []
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!
      if (href.startsWith('/')) continue
      if (href.startsWith('mailto:')) hosts.push(href.split('@')[1]!)
      else {
        hosts.push(new URL(href).host)
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
    }
    expect(hosts).toEqual(expect.arrayContaining(['phishing.gov.uk', 'www.actionfraud.police.uk']))
    // Nowhere else to send someone: a government or police address, or Plainguard's own (the dashboard).
    for (const host of hosts) expect(host).toMatch(/\.(gov|police)\.uk$|(^|\.)plainguard\.co\.uk$/)
  })

  test('the review target is the company’s one figure, wherever the page states it', async ({ page }) => {
    await page.goto('/report')
    const target = lowerFirst(reportReview.firstResponse)
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p')).toContainText(target)
    await expect(page.getByRole('region', { name: reportUrgent.heading })).toContainText(target)
    await expect(page.getByRole('complementary', { name: reportNextSteps.heading })).toContainText(target)
    // The success message, with the form's other outcomes: e2e/forms.spec.ts.
  })

  test('a CSAM report shows the IWF guidance and still sends the web address', async ({ page }) => {
    const bodies: unknown[] = []
    await page.route('https://api.plainguard.co.uk/v1/report', async (route) => {
      bodies.push(route.request().postDataJSON())
      await route.fulfill({ status: 202 })
    })
    await page.goto('/report')
    const form = page.getByRole('main')
    const category = form.getByLabel(reportForm.fields.category.label)
    const guidance = form.getByText(reportForm.csam.heading)
    await expect(guidance).toBeHidden()
    await category.selectOption('csam')
    await expect(guidance).toBeVisible()
    await expect(form.getByText(reportForm.csam.danger)).toBeVisible()
    const iwf = form.getByRole('link', { name: `${reportForm.csam.link.text} (opens in a new tab)` })
    await expect(iwf).toHaveAttribute('href', reportForm.csam.link.href)
    await expect(iwf).toHaveAttribute('target', '_blank')
    await expect(iwf).toHaveAttribute('rel', 'noopener noreferrer')
    await category.selectOption('phishing')
    await expect(guidance).toBeHidden()
    await category.selectOption('csam')
    await form.getByLabel(reportForm.fields.url.label).fill('https://bad.example.net/a')
    await form.getByLabel(reportForm.fields.details.label).fill('Found through a search result')
    await form.getByRole('button', { name: reportForm.submit }).click()
    await expect(form.getByRole('status')).toHaveText(reportForm.outcomes.success as string)
    await expect(guidance).toBeHidden()
    expect(bodies).toEqual([{ url: 'https://bad.example.net/a', category: 'csam', details: 'Found through a search result' }])
  })
})
