import { expect, test } from '@playwright/test'
import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { desktop, phone } from '@/e2e/fixtures'

// The plans compared at a glance, one table at every width (the calculator: e2e/pricing.spec.ts).

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px a row compares the three plans, and 0 or No reads "—"`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/pricing')
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: /Starter|Business|Enterprise/ })).toHaveCount(3)
    const row = table.getByRole('row', { name: /Managed takedowns/ })
    await expect(row.getByRole('cell')).toHaveText(['—Not included', '10', 'Custom'])
    // Side by side in one line, left to right as the columns are named.
    const boxes = await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect()))
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1)
    expect(boxes.map((box) => box.x)).toEqual(boxes.map((box) => box.x).toSorted((a, b) => a - b))
    await expect(
      table
        .getByRole('row', { name: /Dark web scanning/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('—Not included')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: phone })

  test('Chromium still exposes it as a table, though its rows are laid out as grids', async ({ page }) => {
    await page.goto('/pricing')
    const { nodes } = await (await page.context().newCDPSession(page)).send('Accessibility.getFullAXTree')
    const count = (role: string) => nodes.filter((node) => !node.ignored && node.role?.value === role).length
    const features = Object.keys(pricing.featureLabels).length
    expect(count('table')).toBe(1)
    expect(count('columnheader')).toBe(3)
    // The price row and each feature's row: a header and three cells; the sign-up row, three cells and its label.
    expect(count('rowheader')).toBe(features + 1)
    expect(count('row')).toBe(features + 3)
  })

  test('the whole table fits the screen: prices, every value and the buttons', async ({ page }) => {
    await page.goto('/pricing')
    const table = page.getByRole('table')
    await expect(table.getByRole('row', { name: /Price/ }).getByRole('cell')).toHaveText([/£120\/mo/, /£1,200\/mo/, /Contact Us/])
    for (const cell of await table.getByRole('cell').all()) {
      const box = (await cell.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
    }
    // The marked plan's reason under its name, within its column: too narrow for the badge it is from md.
    const business = table.getByRole('columnheader', { name: /Business/ })
    const reason = business.getByText(pricingCopy.table.recommended.label)
    const [reasonBox, businessBox] = [(await reason.boundingBox())!, (await business.boundingBox())!]
    expect(reasonBox.x + reasonBox.width).toBeLessThanOrEqual(businessBox.x + businessBox.width)
    expect(reasonBox.y).toBeGreaterThan((await business.getByText('Business', { exact: true }).boundingBox())!.y)
    // Each button starts where its column's values do, not at the table's edge.
    const edge = (cells: Element[]) =>
      cells.map((cell) => Math.round(cell.getBoundingClientRect().x + parseFloat(getComputedStyle(cell).paddingLeft)))
    const valueEdges = await table
      .getByRole('row', { name: /Managed takedowns/ })
      .getByRole('cell')
      .evaluateAll(edge)
    const buttonEdges = await table
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().x)))
    expect(buttonEdges).toEqual(valueEdges)
    // Enterprise's price and its button both say Contact Us: a note under the price keeps them apart.
    const note = (await table.getByText(pricingCopy.table.quotedNote).boundingBox())!
    const button = (await table.getByRole('button', { name: 'Contact Us' }).boundingBox())!
    expect(note.y + note.height).toBeLessThanOrEqual(button.y)
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: desktop })

  test('the three plan columns are equally wide', async ({ page }) => {
    await page.goto('/pricing')
    const widths = await page
      .getByRole('table')
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    expect(widths).toHaveLength(4)
    for (const width of widths.slice(2)) expect(Math.abs(width - widths[1]!)).toBeLessThanOrEqual(1)
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
