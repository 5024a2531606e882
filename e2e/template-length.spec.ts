import { expect, test } from './fixtures'
import { templatePages } from './page-checks/templates'

/**
 * A solution or industry page makes its case in about three desktop screens: at most
 * 3,200 px tall at 1280 px wide, and twice that on a phone, measured as a first visit sees the page,
 * with the consent banner up. A page over it says something twice.
 */
const budgets = [
  { width: 1280, height: 800, max: 3200 },
  { width: 375, height: 740, max: 6400 },
]

for (const { width, height, max } of budgets) {
  test(`every solution and industry page is at most ${max} px tall at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    for (const content of templatePages) {
      await page.goto(content.canonicalUrl)
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      const tall = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(tall, `${content.canonicalUrl} at ${width} px`).toBeLessThanOrEqual(max)
    }
  })
}

for (const width of [360, 375, 1280]) {
  test(`related pages are rows alike, name and line of text, and the subtitle one line, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    for (const content of templatePages) {
      await page.goto(content.canonicalUrl)
      await page.evaluate(() => document.fonts.ready)
      const links = page.getByRole('main').getByRole('navigation').getByRole('link')
      for (const link of await links.all()) await expect(link.locator('span').last()).toBeVisible()
      // One height for every row: none with a wrapped name, arrow or line of text.
      const heights = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().height)))
      expect(new Set(heights).size, `${content.canonicalUrl}: ${heights.join(', ')}`).toBe(1)
      // The underlined subtitle on one line: its underline one bar.
      const subtitle = page.getByRole('region', { name: content.middleTitle }).getByText(content.middleSubtitle)
      const lines = await subtitle.evaluate(
        (element) => element.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(element).lineHeight),
      )
      expect(Math.round(lines), content.canonicalUrl).toBe(1)
    }
  })
}
