import { reportNextSteps, reportUrgent } from '@/content/forms/report'
import { reportReview } from '@/content/support'
import { lowerFirst } from '@/lib/format'
import { site } from '@/lib/site'
import { expect, test } from './fixtures'

const links = reportUrgent.steps.flatMap((step) => step.text.filter((part) => typeof part !== 'string'))

test.describe('the report page', () => {
  for (const width of [375, 1280]) {
    test(`what to do right now comes before the form (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/report')
      const urgent = page.getByRole('region', { name: reportUrgent.heading })
      await expect(urgent).toBeVisible()
      await expect(urgent.getByRole('listitem')).toHaveText(reportUrgent.steps.map((step) => new RegExp(`^${step.title}`)))
      const urgentBox = (await urgent.boundingBox())!
      const firstField = (await page.getByRole('main').getByLabel('Web address of the content').boundingBox())!
      expect(urgentBox.y + urgentBox.height).toBeLessThanOrEqual(firstField.y)
    })
  }

  test('the urgent steps link the UK’s public services at their official addresses only', async ({ page }) => {
    await page.goto('/report')
    const urgent = page.getByRole('region', { name: reportUrgent.heading })
    await expect(urgent.getByRole('link')).toHaveCount(links.length)
    for (const { text, href } of links) {
      const link = urgent.getByRole('link', { name: text })
      await expect(link).toHaveAttribute('href', href)
      if (!href.startsWith('http')) continue
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Nowhere else to send a victim: a government or police address, or Plainguard's own.
    const hosts = links.map(({ href }) => (href.startsWith('mailto:') ? href.split('@')[1]! : href.startsWith('/') ? 'site' : new URL(href).host))
    for (const host of hosts) expect(host === 'site' || host === new URL(site.dashboardUrl).host || /\.(gov|police)\.uk$/.test(host)).toBe(true)
    expect(hosts).toEqual(expect.arrayContaining(['phishing.gov.uk', 'www.actionfraud.police.uk']))
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
