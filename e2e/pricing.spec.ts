import type { BrowserContext, Page } from '@playwright/test'
import { pricing } from '@/content/pricing'
import { pricingCopy } from '@/content/pricing-copy'
import { pricingFaq } from '@/content/pricing-faq'
import { definitionOf, desktop, expect, jsonLd, phone, test } from '@/e2e/fixtures'

const yearly = (page: Page) => page.getByRole('switch', { name: /Save 20%/ })
const vat = (page: Page) => page.getByRole('switch', { name: 'Show prices including VAT' })
const table = (page: Page) => page.getByRole('table')
const priceRow = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Price' }) })
const summary = (page: Page) => page.getByRole('region', { name: 'Pricing Summary' })
const line = (page: Page, label: string | RegExp) => definitionOf(summary(page), label)
const addonSelect = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}`) })

async function tablePrices(page: Page) {
  // Each price without the note under it: incl. or ex. VAT, or Enterprise's.
  const note = new RegExp(`((incl|ex)\\. VAT|${pricingCopy.table.quotedNote})$`)
  return (await priceRow(page).getByRole('cell').allTextContents()).map((text) => text.replace(note, '').trim())
}

async function expectTotals(page: Page, total: string, vatLine: string | null) {
  await expect(line(page, /^Total/)).toHaveText(total)
  if (vatLine === null) await expect(summary(page).getByText('VAT (20%)')).toHaveCount(0)
  else await expect(line(page, 'VAT (20%)')).toHaveText(vatLine)
}

async function planDetailsCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'planDetails')
}

// Layout at each width: e2e/pricing-comparison.spec.ts; the sign-up hand-off: e2e/signup-handoff.spec.ts.

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
  // The price list's "No" (and 0) reads "—", named for screen readers (issue 13).
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
  // The plan and add-ons, then the total, then the VAT it includes (under it, so it never reads as added).
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

  // The switches work from the keyboard too.
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
    const off = luminance(getComputedStyle(track).backgroundColor)
    const around = luminance(behind ? getComputedStyle(behind).backgroundColor : 'white')
    return (Math.max(off, around) + 0.05) / (Math.min(off, around) + 0.05)
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

// The sign-up is a GET to /signup that the server answers with the cookie and a 303: the Worker runs these too.
test.describe('sign-up', { tag: '@edge' }, () => {
  function expectCookie(cookie: Awaited<ReturnType<typeof planDetailsCookie>>, value: unknown) {
    expect(cookie).toBeDefined()
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(value)
    expect(cookie!.path).toBe('/')
    expect(cookie!.secure).toBe(true)
    const hours = (cookie!.expires - Date.now() / 1000) / 3600
    expect(hours).toBeGreaterThan(23.9)
    // Chromium dates the expiry by the response's Date header, which Node refreshes once a second: allow 2 s.
    expect(hours).toBeLessThanOrEqual(24 + 2 / 3600)
  }

  test('Enter on a switch or a radio sends nothing', async ({ page }) => {
    // Live first: the summary follows an add-on only once the page has hydrated.
    await addonSelect(page, 'Detection Alerts').selectOption('1')
    await expect(line(page, /^Total/)).toHaveText('£126/mo')
    await yearly(page).press('Enter')
    await summary(page).getByRole('radio', { name: 'Starter' }).press('Enter')
    // A sign-up would have left the page: the next action still finds the calculator here.
    await vat(page).click()
    await expect(page).toHaveURL('/pricing')
    await expect(line(page, /^Total/)).toHaveText('£105/mo')
  })

  test('/signup naming no plan goes back to pricing and stores nothing', async ({ page, context }) => {
    await page.goto('/signup?choose=platinum')
    await expect(page).toHaveURL('/pricing')
    expect(await planDetailsCookie(context)).toBeUndefined()
  })

  test('Signup Now stores the choice and opens the hand-off page, which summarises it', async ({ page, context }) => {
    await summary(page).getByRole('radio', { name: 'Business' }).check()
    await yearly(page).click()
    await addonSelect(page, 'Detection Alerts').selectOption('3')
    await addonSelect(page, 'Managed Takedowns').selectOption('1')
    await summary(page).getByRole('button', { name: 'Signup Now' }).click()
    await expect(page).toHaveURL('/signup/business')
    expectCookie(await planDetailsCookie(context), {
      plan: 'business',
      isYearly: true,
      addons: { ManagedTakedowns: 1, DetectionAlerts: 3, ContentModerationScans: 0, MonitoredWebsites: 0 },
    })

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign up for Business')
    const choice = page.locator('dl')
    await expect(choice).toContainText('Business')
    await expect(choice).toContainText('Yearly (save 20%)')
    await expect(choice).toContainText('Managed Takedowns × 1, Detection Alerts × 3')
    // (9,600 + 960 + 144) ex. VAT = 10,704; incl. VAT 12,845
    await expect(choice).toContainText('£12,845/yr')
    await expect(page.getByRole('link', { name: 'Continue to sign-up' })).toHaveAttribute(
      'href',
      'https://dashboard.plainguard.co.uk/signup?plan=business&billing=yearly&ManagedTakedowns=1&DetectionAlerts=3&ContentModerationScans=0&MonitoredWebsites=0',
    )
  })

  test.describe('on a phone', () => {
    test.use({ viewport: phone })

    test('a card’s Sign up stores the choice and hands off to its plan', async ({ page }) => {
      await yearly(page).click()
      const business = page
        .getByRole('list', { name: 'Plans' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Business' }) })
      await expect(business).toContainText('£11,520/yr')
      await business.getByRole('button', { name: 'Sign up for Business' }).click()
      await expect(page).toHaveURL('/signup/business')
      await expect(page.getByText('Yearly (save 20%)')).toBeVisible()
    })
  })

  for (const [plan, button, url] of [
    ['starter', 'Sign up for Starter', '/signup/starter'],
    ['business', 'Sign up for Business', '/signup/business'],
    ['enterprise', 'Contact Us', '/contact'],
  ] as const) {
    test(`the table's ${plan} button stores the cookie and goes to ${url}`, async ({ page, context }) => {
      await vat(page).click()
      await table(page).getByRole('button', { name: button }).click()
      await expect(page).toHaveURL(url)
      expectCookie(await planDetailsCookie(context), {
        plan,
        isYearly: false,
        addons: { ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 },
      })
    })
  }
})

test('Product JSON-LD offers each priced plan in GBP excluding VAT', async ({ page }) => {
  const [product] = await jsonLd(page)
  expect(product['@type']).toBe('Product')
  expect(product.image).toBe('https://plainguard.co.uk/og/page/pricing.png')
  const offers = Array.isArray(product.offers) ? product.offers : [product.offers]
  expect(offers.map((offer: { price: number; priceCurrency: string }) => [offer.price, offer.priceCurrency])).toEqual([
    [100, 'GBP'],
    [1000, 'GBP'],
  ])
  for (const offer of offers) {
    expect(offer).toMatchObject({
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: offer.price,
        priceCurrency: 'GBP',
        valueAddedTaxIncluded: false,
      },
    })
    expect(Date.parse(offer.priceValidUntil)).toBeGreaterThan(Date.now())
  }
})

test('"What the terms mean" defines the table’s terms between the table and the add-ons', async ({ page }) => {
  const terms = page.getByRole('region', { name: 'What the terms mean' })
  await expect(terms.getByRole('term')).toHaveText([
    'Products monitored',
    'Content moderation scans',
    'Scan pack',
    'Phishing simulation',
  ])
  await expect(terms.getByRole('definition')).toHaveCount(4)
  await expect(terms.getByRole('definition').nth(0)).toContainText('counts as one product')
  await expect(terms.getByRole('definition').nth(1)).toContainText('counts as one scan')
  // The add-on's own name; its price only where the VAT switch applies to it (the calculator).
  await expect(terms.getByRole('definition').nth(2)).toContainText('Content Moderation Scans add-on')
  await expect(terms.getByRole('definition').nth(2)).not.toContainText('£')
  // Each plan's phishing simulation as the table shows it: no campaign where the table says No, training only where it says so.
  const simulation = terms.getByRole('definition').nth(3)
  for (const plan of pricing.plans) {
    const value = plan.features.PhishingSimulation
    if (value === 'No') await expect(simulation).toContainText(new RegExp(`not in [^.]*${plan.name}`))
    else
      await expect(simulation).toContainText(
        `${plan.name} (one campaign a year${/training/i.test(value) ? ', with follow-up training' : ''})`,
      )
  }

  const tableBottom = await table(page).evaluate((element) => element.getBoundingClientRect().bottom)
  const termsBox = (await terms.boundingBox())!
  const customiseBox = (await page.getByRole('heading', { name: 'Customize Your Plan' }).boundingBox())!
  expect(termsBox.y).toBeGreaterThanOrEqual(tableBottom)
  expect(termsBox.y + termsBox.height).toBeLessThanOrEqual(customiseBox.y)
})

test.describe('pricing questions', () => {
  // Native <details>: the questions open and close with JavaScript off.
  test.use({ javaScriptEnabled: false })

  const questions = [
    ['Is there a free trial?', ['14-day free trial']],
    ['Do the prices include VAT?', ['including VAT at 20%', '£120 a month including VAT', '£100 without it']],
    ['How much does paying yearly save?', ['20%', '£960 a year instead of £1,200']],
    [
      'What happens if I choose Enterprise?',
      ['no list price', 'content moderation scans and managed takedowns are set to what you need'],
    ],
  ] as const

  test('four questions, closed until opened, answered from the price list', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Pricing questions' })
    await expect(faq.getByRole('heading', { level: 2, name: 'Pricing questions' })).toBeVisible()
    for (const [question, facts] of questions) {
      const entry = faq.locator('details').filter({ has: page.getByText(question, { exact: true }) })
      await expect(entry).toHaveCount(1)
      await expect(entry.getByText(facts[0])).toBeHidden()
      await entry.getByText(question, { exact: true }).click()
      for (const fact of facts) await expect(entry.getByText(fact)).toBeVisible()
    }
    await faq.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL('/contact')
  })

  test('the questions sit beside their heading at 1280 px, a reading measure wide', async ({ page }) => {
    await page.setViewportSize(desktop)
    const faq = page.getByRole('region', { name: pricingFaq.heading })
    const heading = (await faq.getByRole('heading', { level: 2 }).boundingBox())!
    const questions = (await faq.locator('details').first().locator('xpath=..').boundingBox())!
    expect(questions.x).toBeGreaterThan(heading.x + heading.width)
    expect(questions.y).toBeLessThan(heading.y + heading.height)
    expect(questions.width).toBeLessThanOrEqual(768)
    await expect(faq.getByRole('link', { name: pricingFaq.more.label })).toHaveAttribute('href', pricingFaq.more.href)
  })

  test('come after the calculator and before the closing band', async ({ page }) => {
    const faqTop = (await page.getByRole('region', { name: 'Pricing questions' }).boundingBox())!.y
    const summaryBox = (await summary(page).boundingBox())!
    const bandTop = (await page.getByRole('region', { name: 'Several brands, or volumes of your own?' }).boundingBox())!.y
    expect(faqTop).toBeGreaterThan(summaryBox.y + summaryBox.height)
    expect(faqTop).toBeLessThan(bandTop)
  })
})
