import { reportNextSteps, reportUrgent } from '@/content/forms/report'
import { reportReview } from '@/content/support'
import { lowerFirst } from '@/lib/format'
import { expect, test } from './fixtures'

const linked = reportUrgent.steps.flatMap((step) => step.text.filter((part) => typeof part !== 'string'))

test.describe('the report page', () => {
  for (const width of [375, 1280]) {
    test(`what to do right now comes before the form (${width} px)`, async ({ page }) => {
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
      expect(urgentBox.y + urgentBox.height).toBeLessThanOrEqual(firstField.y)
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
})
