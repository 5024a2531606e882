import { expect, type Locator, type Page, test } from '@playwright/test'
import type { SolutionPage } from '@/content/schema'
import { templatePages } from '@/e2e/page-checks/templates'

/** A solution or industry page's height: about three screens, twice that on a phone. */
const TEMPLATE_HEIGHTS = [
  { width: 1280, height: 800, max: 3200 },
  { width: 375, height: 740, max: 6400 },
]

/** Widths at which the related pages must be rows alike and the middle section's subtitle one line. */
const rowWidths = [360, 375, 1280]

/** The page as laid out at this size, in the brand font (CSS alone lays it out: one load serves every width). */
async function resize(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height })
  await page.evaluate(() => document.fonts.ready)
}

async function expectRowsAlike(page: Page, content: SolutionPage, width: number) {
  const links = page.getByRole('main').getByRole('navigation').getByRole('link')
  for (const link of await links.all()) await expect(link.locator('span').last()).toBeVisible()
  // One height for every row: none with a wrapped name, arrow or line of text.
  const heights = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().height)))
  expect(new Set(heights).size, `at ${width} px: ${heights.join(', ')}`).toBe(1)
  // The underlined subtitle on one line: its underline one bar.
  const subtitle = page.getByRole('region', { name: content.middleTitle }).getByText(content.middleSubtitle)
  expect(await lineCount(subtitle), `at ${width} px`).toBe(1)
  // The closing band's heading in two lines at most, by its size, not by cutting its words.
  const closing = page.getByRole('heading', { name: content.closing.heading })
  expect(await lineCount(closing), `closing heading at ${width} px`).toBeLessThanOrEqual(2)
}

const lineCount = (element: Locator) =>
  element.evaluate((node) =>
    Math.round(node.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(node).lineHeight)),
  )

for (const content of templatePages) {
  const budgetTitle = TEMPLATE_HEIGHTS.map(({ width, max }) => `at most ${max} px tall at ${width} px`).join(', ')
  test(`${content.canonicalUrl}: ${budgetTitle}, even rows at ${rowWidths.join(', ')} px`, async ({ page }) => {
    await page.goto(content.canonicalUrl)
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    for (const { width, height, max } of TEMPLATE_HEIGHTS) {
      await resize(page, width, height)
      const tall = await page.evaluate(() => document.documentElement.scrollHeight)
      expect(tall, `at ${width} px`).toBeLessThanOrEqual(max)
    }
    for (const width of rowWidths) {
      await resize(page, width, 800)
      await expectRowsAlike(page, content, width)
    }
  })
}
