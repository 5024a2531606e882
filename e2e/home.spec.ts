import type { Page } from '@playwright/test'
import { faq } from '@/content/home'
import { expect, test } from './fixtures'

// The newsletter form: e2e/newsletter.spec.ts; the metrics block: e2e/metrics.spec.ts.

const metricsRegion = (page: Page) => page.getByRole('region', { name: 'Proven by metrics' })
const counter = (page: Page, label: string) => metricsRegion(page).locator('dl > div').filter({ hasText: label }).locator('dd')

test.describe('home page sections', () => {
  test('shows every section in order with its copy', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Just Simple Security')
    await expect(page.getByText('Protect your brand, combat fraudsters at the source')).toBeVisible()
    await expect(page.getByRole('img', { name: /^An illustrative view of the Plainguard dashboard/ })).toBeVisible()

    const solutions = page.getByRole('region', { name: /Everything that protects your name/ })
    for (const [title, href] of [
      ['Takedowns', '/solutions/takedowns'],
      ['Website Monitoring', '/solutions/website-monitoring'],
      ['Dark Web Scanning', '/solutions/dark-web-scanning'],
      ['Content Moderation', '/solutions/content-moderation'],
    ]) {
      await expect(solutions.getByRole('heading', { name: title, exact: true })).toBeVisible()
      await expect(solutions.getByRole('link', { name: `Learn more about ${title}` })).toHaveAttribute('href', href!)
    }

    await expect(metricsRegion(page).getByRole('heading', { name: 'Proven by metrics' })).toBeVisible()
    await expect(counter(page, 'Years of experience')).toHaveText('10+')

    const certified = page.getByRole('region', { name: 'Certified, and compliant' })
    for (const [name, host] of [
      ['About the Cyber Essentials scheme', 'https://www.ncsc.gov.uk/'],
      ['Search the ICO data-protection register', 'https://ico.org.uk/'],
    ] as const) {
      const link = certified.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('href', new RegExp(`^${host}`))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    expect(await page.locator('main h1, main h2').allTextContents()).toEqual([
      'Just Simple Security',
      'The brand-protection briefing',
      'Everything that protects your name, in one place',
      'How it works',
      'What you receive',
      'Proven by metrics',
      'What you can hold us to',
      'Frequently asked questions',
      'Certified, and compliant',
      'Not sure which plan suits you?',
    ])

    const cta = page.getByRole('region', { name: 'Not sure which plan suits you?' })
    await expect(cta.getByText('Choose a time that suits you, and schedule a meeting with us')).toBeVisible()
    await cta.getByRole('link', { name: 'Contact us' }).click()
    await expect(page).toHaveURL('/contact')

  })

  test('the subscribe button is disabled until the page is interactive, so no early submit puts the address in a URL', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Subscribe/)
  })

  test('the header image is the product drawn in the HTML: nothing to fetch before it paints', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('Cases for your brand')
    expect(html).not.toMatch(/rel="preload"[^>]+as="image"/)
  })

  test('JSON-LD: FAQPage with every question and the Organization', async ({ page }) => {
    await page.goto('/')
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(faq.map((entry) => entry.question))
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
      name: 'Plainguard',
      url: 'https://plainguard.co.uk',
      logo: 'https://plainguard.co.uk/logo.svg',
      sameAs: ['https://www.linkedin.com/company/plainguard', 'https://x.com/plainguard'],
    })
  })
})

test.describe('FAQ accordion', () => {
  test('the first answer is open; opening another closes it; clicking the open one closes it', async ({ page }) => {
    await page.goto('/')
    const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button')
    await expect(questions).toHaveText(faq.map((entry, index) => `${entry.question}${index === 0 ? '−' : '+'}`))
    const expanded = () => questions.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')))
    /** aria-expanded of every question when only `open` is (null: none). */
    const only = (open: number | null) => faq.map((_, index) => String(index === open))
    expect(await expanded()).toEqual(only(0))
    await expect(page.getByText(/Five services that protect your brand online/)).toBeVisible()

    await questions.nth(3).click()
    expect(await expanded()).toEqual(only(3))
    await expect(page.getByText(/Five services that protect your brand online/)).toBeHidden()
    await expect(page.getByText(/We capture evidence/)).toBeVisible()

    await questions.nth(3).click()
    expect(await expanded()).toEqual(only(null))

    await questions.nth(4).click()
    await expect(page.getByRole('region', { name: 'Frequently asked questions' }).getByText(/14-day free trial/)).toBeVisible()
  })

  test('answers link to Report Website and Get Started', async ({ page }) => {
    await page.goto('/')
    const faq = page.getByRole('region', { name: 'Frequently asked questions' })
    await faq.getByRole('button', { name: 'How can I report a malicious website?' }).click()
    await expect(faq.getByRole('link', { name: 'Report Website' })).toHaveAttribute('href', '/report')
    await faq.getByRole('button', { name: 'Can I try Plainguard before committing?' }).click()
    await faq.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL('/pricing')
  })

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const second = page.getByRole('button', { name: 'How do you monitor for phishing?' })
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
  })
})
