import { expect, test } from '@playwright/test'
import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { desktop, phone } from '@/e2e/fixtures'
import { addonSelect, expectTotals, line, summary, table, tablePrices, vat, yearly } from '@/e2e/page-checks/pricing'

// The calculator. Elsewhere: layout (pricing-comparison), sign-up (pricing-signup), terms and questions (pricing-content).

test.beforeEach(async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Security, Simple Pricing')
})

test('starting state: monthly, VAT shown, Starter, no add-ons', async ({ page }) => {
  await expect(yearly(page)).not.toBeChecked()
  await expect(vat(page)).toBeChecked()
  expect(await tablePrices(page)).toEqual(['£120/mo', '£1,200/mo', 'Contact Us'])
  await expect(table(page).getByRole('columnheader')).toHaveText([/Plan/, /Starter/, /Business/, /Enterprise/])
  await expect(table(page).getByRole('rowheader')).toHaveText([
    'Price',
    'Users',
    'Products monitored',
    'Content moderation scans',
    'Managed takedowns',
    'Detection alerts',
    'Monitored websites',
    'Dark web scanning',
    'Phishing simulation',
  ])
  await expect(table(page).getByRole('row').filter({ hasText: 'Dark web scanning' }).getByRole('cell')).toHaveText([
    '—Not included',
    'Domains + Users',
    'Unlimited + Custom',
  ])
  await expect(table(page).getByRole('button')).toHaveText(['Sign up for Starter', 'Sign up for Business', 'Contact Us'])

  await expect(page.getByRole('heading', { name: 'Customize Your Plan' })).toBeVisible()
  for (const label of ['Managed Takedowns', 'Detection Alerts', 'Content Moderation Scans', 'Monitored Websites']) {
    const select = addonSelect(page, label)
    await expect(select).toHaveValue('0')
    await expect(select.locator('option')).toHaveText(['0', '1', '2', '3', '5', '10', '20', '50', '100'])
  }
  await expect(summary(page).getByRole('radio')).toHaveCount(2)
  await expect(summary(page).getByRole('radio', { name: 'Starter' })).toBeChecked()
  await expect(summary(page).getByRole('radio', { name: 'Business' })).not.toBeChecked()
  await expect(summary(page).getByRole('radio', { name: 'Enterprise' })).toHaveCount(0)
  await expect(line(page, 'Starter plan')).toHaveText('£120/mo')
  await expectTotals(page, '£120/mo', '£20/mo')
  await expect(summary(page).getByText('Total (incl. VAT)')).toBeVisible()
  await expect(summary(page).getByRole('term')).toHaveText([
    'Starter plan',
    ...pricing.addons.map(({ label }) => `${label} × 0`),
    'Total (incl. VAT)',
    'VAT (20%)',
  ])
})

// Every state of the two switches, in one page load: the figures are lib/pricing.ts's (unit-tested there).
test('the yearly and VAT switches reprice the table and the summary, alone and together', async ({ page }) => {
  await yearly(page).click()
  await expect(yearly(page)).toBeChecked()
  expect(await tablePrices(page)).toEqual(['£1,152/yr', '£11,520/yr', 'Contact Us'])
  await expect(line(page, 'Starter plan')).toHaveText('£1,152/yr')
  await expectTotals(page, '£1,152/yr', '£192/yr')

  await vat(page).click()
  await expect(vat(page)).not.toBeChecked()
  expect(await tablePrices(page)).toEqual(['£960/yr', '£9,600/yr', 'Contact Us'])
  await expectTotals(page, '£960/yr', null)

  await yearly(page).click()
  await expect(yearly(page)).not.toBeChecked()
  expect(await tablePrices(page)).toEqual(['£100/mo', '£1,000/mo', 'Contact Us'])
  await expect(summary(page).getByText('Total (ex. VAT)')).toBeVisible()
  await expectTotals(page, '£100/mo', null)

  await vat(page).focus()
  await page.keyboard.press('Space')
  await expect(vat(page)).toBeChecked()
  expect(await tablePrices(page)).toEqual(['£120/mo', '£1,200/mo', 'Contact Us'])
  await expectTotals(page, '£120/mo', '£20/mo')
})

// Worked examples of the pricing rules are in lib/pricing.test.ts; this one proves the page shows them.
test('summary: Starter, yearly, VAT on, 1 scan pack and 2 monitored websites', async ({ page }) => {
  await yearly(page).click()
  await addonSelect(page, 'Content Moderation Scans').selectOption('1')
  await addonSelect(page, 'Monitored Websites').selectOption('2')
  await expect(line(page, 'Content Moderation Scans × 1')).toHaveText('£691/yr')
  await expect(line(page, 'Monitored Websites × 2')).toHaveText('£1,152/yr')
  await expectTotals(page, '£2,995/yr', '£499/yr')
})

test('switching the plan radio reprices the summary at once', async ({ page }) => {
  await addonSelect(page, 'Managed Takedowns').selectOption('2')
  await expectTotals(page, '£360/mo', '£60/mo')
  await summary(page).getByRole('radio', { name: 'Business' }).check()
  await expect(line(page, 'Business plan')).toHaveText('£1,200/mo')
  await expectTotals(page, '£1,440/mo', '£240/mo')
  await summary(page).getByRole('radio', { name: 'Starter' }).check()
  await expectTotals(page, '£360/mo', '£60/mo')
})

test('at 1280 px the add-on panel starts on the summary’s line and ends at its last field', async ({ page }) => {
  await page.setViewportSize(desktop)
  // The panel holds its heading.
  const panel = (await page.getByRole('heading', { name: pricingCopy.customise.heading }).locator('..').boundingBox())!
  const lastField = (await addonSelect(page, 'Monitored Websites').boundingBox())!
  expect(Math.abs(panel.y - (await summary(page).boundingBox())!.y)).toBeLessThanOrEqual(1)
  // Its padding below the last field, not a gap stretched to the summary's height.
  expect(panel.y + panel.height - (lastField.y + lastField.height)).toBeLessThanOrEqual(25)
})

test('at 1280 px each add-on reads down as one field: name, unit price, then its select, no gap between', async ({ page }) => {
  await page.setViewportSize(desktop)
  for (const addon of pricing.addons) {
    const name = (await page.getByText(addon.label, { exact: true }).boundingBox())!
    const price = (await addonSelect(page, addon.label).locator('xpath=preceding-sibling::span[1]').boundingBox())!
    const select = (await addonSelect(page, addon.label).boundingBox())!
    expect(price.y - (name.y + name.height), addon.label).toBeLessThanOrEqual(2)
    // The select's 8 px margin, and no row gap.
    expect(select.y - (price.y + price.height), addon.label).toBeLessThanOrEqual(8 + 2)
  }
})

test('on a phone each add-on is one row: its name on one line, its select beside it', async ({ page }) => {
  await page.setViewportSize(phone)
  for (const addon of pricing.addons) {
    const select = (await addonSelect(page, addon.label).boundingBox())!
    const name = page.getByText(addon.label, { exact: true })
    const box = (await name.boundingBox())!
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
    expect(box.height, addon.label).toBeLessThanOrEqual(lineHeight + 1)
    expect(select.x, addon.label).toBeGreaterThanOrEqual(box.x + box.width)
    expect(select.y, addon.label).toBeLessThan(box.y + box.height)
  }
})

test('on a phone the add-ons end with the total, in sight while they change, as the summary has it', async ({ page }) => {
  await page.setViewportSize(phone)
  const panel = page.getByRole('heading', { name: pricingCopy.customise.heading }).locator('..')
  const takedowns = addonSelect(page, 'Managed Takedowns')
  await takedowns.scrollIntoViewIfNeeded()
  await takedowns.selectOption('2')
  await expectTotals(page, '£360/mo', '£60/mo')
  await expect(summary(page).getByText('Total (incl. VAT)')).not.toBeInViewport()
  const inSight = panel.getByText('Total (incl. VAT)').locator('..')
  await expect(inSight).toHaveText('Total (incl. VAT)£360/mo')
  await expect(inSight).toBeInViewport()
  // At 1280 px the summary is beside the add-ons.
  await page.setViewportSize(desktop)
  await expect(inSight).toBeHidden()
})

test('a switch that is off still stands out from the page by 3:1 (WCAG 1.4.11)', async ({ page }) => {
  await expect(vat(page)).toBeChecked()
  await vat(page).click()
  const ratio = await vat(page).evaluate((track) => {
    // The browser turns any CSS colour (oklch included) into sRGB pixels on a canvas.
    const context = document.createElement('canvas').getContext('2d')!
    const luminance = (colour: string) => {
      context.fillStyle = colour
      context.fillRect(0, 0, 1, 1)
      const channels = [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((value) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!
    }
    // What the switch sits on: the nearest box with a background of its own, else the white page.
    let behind: Element | null = track.parentElement
    while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement
    const around = luminance(behind ? getComputedStyle(behind).backgroundColor : 'white')
    // What draws the off switch's edge: its fill, or the outline (a ring, drawn as a box shadow) around a pale fill.
    const { backgroundColor, boxShadow } = getComputedStyle(track)
    const rings = boxShadow
      .split(/,(?![^(]*\))/)
      .map((layer) => layer.trim().slice(0, layer.trim().indexOf(')') + 1))
      .filter((colour) => colour !== 'rgba(0, 0, 0, 0)')
    const edges = [backgroundColor, ...rings].map(luminance)
    return Math.max(...edges.map((edge) => (Math.max(edge, around) + 0.05) / (Math.min(edge, around) + 0.05)))
  })
  expect(ratio).toBeGreaterThanOrEqual(3)
})

test('add-on unit prices follow the yearly and VAT switches', async ({ page }) => {
  const takedowns = addonSelect(page, 'Managed Takedowns')
  await expect(takedowns).toHaveAccessibleName(/£120 per takedown per month, incl\. VAT/)
  await yearly(page).click()
  await expect(takedowns).toHaveAccessibleName(/£1,152 per takedown per year, incl\. VAT/)
  await vat(page).click()
  await expect(takedowns).toHaveAccessibleName(/£960 per takedown per year, ex\. VAT/)
  await expect(addonSelect(page, 'Detection Alerts')).toHaveAccessibleName(/£48 per alert per year, ex\. VAT/)
})
