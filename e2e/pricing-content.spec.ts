import { expect, test } from '@playwright/test'
import { pricing } from '@/content/pricing'
import { pricingFaq } from '@/content/pricing-faq'
import { desktop, jsonLd } from '@/e2e/fixtures'
import { summary, table } from '@/e2e/page-checks/pricing'

test.beforeEach(async ({ page }) => {
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple Security, Simple Pricing')
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
