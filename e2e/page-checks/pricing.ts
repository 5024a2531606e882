import { type BrowserContext, expect, type Page } from '@playwright/test'
import { pricingCopy } from '@/content/pricing-copy'
import { definitionOf } from '@/e2e/fixtures'

export const yearly = (page: Page) => page.getByRole('switch', { name: /Save 20%/ })
export const vat = (page: Page) => page.getByRole('switch', { name: 'Show prices including VAT' })
export const table = (page: Page) => page.getByRole('table')
export const priceRow = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Price' }) })
export const summary = (page: Page) => page.getByRole('region', { name: 'Pricing Summary' })
export const line = (page: Page, label: string | RegExp) => definitionOf(summary(page), label)
export const addonSelect = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) })

export async function tablePrices(page: Page) {
  // Each price without the note under it: incl. or ex. VAT, or Enterprise's.
  const note = new RegExp(`((incl|ex)\\. VAT|${pricingCopy.table.quotedNote})$`)
  return (await priceRow(page).getByRole('cell').allTextContents()).map((text) => text.replace(note, '').trim())
}

export async function expectTotals(page: Page, total: string, vatLine: string | null) {
  await expect(line(page, /^Total/)).toHaveText(total)
  if (vatLine === null) await expect(summary(page).getByText('VAT (20%)')).toHaveCount(0)
  else await expect(line(page, 'VAT (20%)')).toHaveText(vatLine)
}

export async function planDetailsCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'planDetails')
}
