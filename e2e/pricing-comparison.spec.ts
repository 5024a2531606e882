import { expect, test } from '@playwright/test'
import { pricingCopy } from '@/content/pricing-copy'
import { desktop, phone } from '@/e2e/fixtures'

// The plans compared at a glance: cards on a phone, a table from md up (the calculator: e2e/pricing.spec.ts).

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  test('all three plans are compared as cards, without the table or sideways scrolling', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('table')).toBeHidden()
    const cards = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Starter', 'Business', 'Enterprise'])
    await expect(cards.nth(0)).toContainText('£120/mo')
    await expect(cards.nth(1)).toContainText('£1,200/mo')
    await expect(cards.nth(2)).toContainText('Contact Us')
    // Enterprise's price and its button both say Contact Us: a note under the price keeps them apart.
    const enterprise = cards.nth(2)
    const note = (await enterprise.getByText(pricingCopy.table.quotedNote).boundingBox())!
    const button = (await enterprise.getByRole('button', { name: 'Contact Us' }).boundingBox())!
    expect(note.y + note.height).toBeLessThanOrEqual(button.y)
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
  })

  test('a feature a plan does not include reads "—", named Not included', async ({ page }) => {
    await page.goto('/pricing')
    const starter = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Starter' }) })
    const takedowns = starter.getByRole('definition').nth(3)
    await expect(takedowns).toHaveText('—Not included')
    await expect(starter.getByRole('definition').nth(6)).toHaveText('—Not included')
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: desktop })

  test('the three plan columns are equally wide, and 0 or No reads "—"', async ({ page }) => {
    await page.goto('/pricing')
    const table = page.getByRole('table')
    const widths = await table
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    expect(widths).toHaveLength(4)
    for (const width of widths.slice(2)) expect(Math.abs(width - widths[1]!)).toBeLessThanOrEqual(1)
    const row = table.getByRole('row', { name: /Managed takedowns/ })
    await expect(row.getByRole('cell')).toHaveText(['—Not included', '10', 'Custom'])
    await expect(
      table
        .getByRole('row', { name: /Dark web scanning/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('—Not included')
  })

  test('one plan is marked, with its reason', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page.getByRole('columnheader', { name: /Business/ })).toContainText('Includes managed takedowns')
    await expect(page.getByText('Includes managed takedowns').filter({ visible: true })).toHaveCount(1)
  })

  test('the page ends with a way to a person: Contact Us and Book a Demo', async ({ page }) => {
    await page.goto('/pricing')
    const band = page.getByRole('region', { name: 'Several brands, or volumes of your own?' })
    await expect(band.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    await band.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL('/contact')
  })
})

test.describe('plan headings', () => {
  // The marked plan's badge must not push its heading below the others', whether it fits one line or wraps.
  for (const width of [768, 1280]) {
    test(`sit on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/pricing')
      const headers = page.getByRole('table').getByRole('columnheader')
      await expect(headers.nth(2)).toContainText('Includes managed takedowns')
      const tops = await Promise.all(
        ['Starter', 'Business', 'Enterprise'].map(
          async (name, index) =>
            (await headers
              .nth(index + 1)
              .getByText(name, { exact: true })
              .boundingBox())!.y,
        ),
      )
      for (const top of tops.slice(1)) expect(Math.abs(top - tops[0]!)).toBeLessThanOrEqual(1)
    })
  }
})
