import { expect, type Page, test } from '@playwright/test'
import { certifications, homeCta, homeDeliverables } from '@/content/home'
import { faq } from '@/content/home-faq'
import { responseTable, responseTargets } from '@/content/support'
import { definitionOf, desktop, hero, jsonLd, phone } from '@/e2e/fixtures'

// The newsletter form: e2e/newsletter.spec.ts; the metrics block: e2e/metrics.spec.ts; the questions: e2e/home-faq.spec.ts.

/** Elements in the home page's body on a first visit, banner included: each costs phones main-thread time. */
const HOME_ELEMENTS = 450

const metricsRegion = (page: Page) => page.getByRole('region', { name: 'Proven by metrics' })
const counter = (page: Page, label: string) => definitionOf(metricsRegion(page), label)

const decline = (page: Page) =>
  page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()

test(`the home page has at most ${HOME_ELEMENTS} elements on a first visit`, async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  expect(await page.evaluate(() => document.querySelectorAll('body *').length)).toBeLessThanOrEqual(HOME_ELEMENTS)
})

test.describe('home hero', () => {
  for (const viewport of [phone, desktop]) {
    test(`offers Book a Demo and See pricing at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await decline(page)
      const actions = hero(page)
      await expect(actions.getByRole('heading', { level: 1, name: 'Just Simple Security' })).toBeVisible()
      await expect(actions.getByRole('link', { name: 'See pricing' })).toBeVisible()
      await actions.getByRole('link', { name: 'Book a Demo' }).click()
      await expect(page).toHaveURL('/book-demo')
      await page.goBack()
      await hero(page).getByRole('link', { name: 'See pricing' }).click()
      await expect(page).toHaveURL('/pricing')
    })
  }

  test('at 1280 × 800 the consent banner leaves the newsletter row uncovered', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const banner = (await page.getByRole('region', { name: 'Cookie consent' }).boundingBox())!
    for (const control of [
      hero(page).getByRole('textbox', { name: 'Work email' }),
      hero(page).getByRole('button', { name: 'Subscribe' }),
    ]) {
      await expect(control).toBeInViewport()
      const box = (await control.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(banner.y)
    }
  })

  test('at 375 × 740 the hero leads with Book a Demo, clear of the consent banner', async ({ page }) => {
    await page.setViewportSize(phone)
    // With the web font blocked the fallback (`display: swap`) stays: it is wider, the layout's worst case.
    await page.route('**/*.woff2', (route) => route.abort())
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect(banner).toBeVisible()
    const primary = hero(page).getByRole('link', { name: 'Book a Demo' })
    await expect(primary).toBeInViewport()
    const primaryBox = (await primary.boundingBox())!
    expect(primaryBox.y + primaryBox.height).toBeLessThanOrEqual((await banner.boundingBox())!.y)
    const view = (await hero(page)
      .getByRole('img', { name: /^An illustrative view of the Plainguard dashboard/ })
      .boundingBox())!
    const field = hero(page).getByRole('textbox', { name: 'Work email' })
    expect(view.y).toBeGreaterThan(primaryBox.y + primaryBox.height)
    expect((await field.boundingBox())!.y).toBeGreaterThan(view.y + view.height)
    // The visitor can type into it without answering the banner first.
    await field.click()
    await field.fill('someone@company.co.uk')
    await expect(field).toHaveValue('someone@company.co.uk')
  })
})

test.describe('home: method and proof', () => {
  test('How it works shows the four steps in order', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'How it works' })
    await expect(section.getByRole('listitem').getByRole('heading')).toHaveText([/Detect/, /Verify/, /Take down/, /Report/])
  })

  test('What you receive lists what a customer gets, within How it works', async ({ page }) => {
    await page.goto('/')
    const method = page.getByRole('region', { name: 'How it works' })
    const section = method.getByRole('region', { name: homeDeliverables.heading })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(homeDeliverables.heading)
    await expect(section.getByRole('listitem')).toHaveText(homeDeliverables.items)
  })

  test('the first-response targets are the support page’s, per plan', async ({ page }) => {
    await page.goto('/')
    for (const target of responseTargets) {
      const row = page.getByRole('main').getByRole('definition').filter({ hasText: target.firstResponse })
      await expect(row, `/: ${target.planName}`).toContainText(target.channel)
    }
    await page.goto('/support')
    const table = page.getByRole('region', { name: responseTable.label }).getByRole('table')
    await expect(table.getByRole('rowheader')).toHaveText(responseTargets.map(({ planName }) => planName))
    for (const target of responseTargets) {
      const row = table.getByRole('row').filter({ hasText: target.planName })
      await expect(row, `/support: ${target.planName}`).toContainText(target.firstResponse)
      await expect(row).toContainText(target.channel)
    }
  })

  test('the certifications are badges that link their scheme and register', async ({ page }) => {
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Certified, and compliant' })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(['Cyber Essentials', 'ICO registered'])
    await expect(section.getByText('Certified', { exact: true })).toBeVisible()
    await expect(section.getByText('Registered', { exact: true })).toBeVisible()
    for (const link of await section.getByRole('link', { name: /opens in a new tab/ }).all())
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test.describe('home page sections', () => {
  test('shows every section in order with its copy', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Just Simple Security')
    await expect(page.getByText('Protect your brand, combat fraudsters at the source')).toBeVisible()
    await expect(page.getByRole('img', { name: /^An illustrative view of the Plainguard dashboard/ })).toBeVisible()

    const solutions = page.getByRole('region', { name: /Everything that protects your name/ })
    // The fifth service has no card (the spec gives four): its lead names it and links its page.
    await expect(solutions.getByRole('link', { name: 'Phishing Simulation', exact: true })).toHaveAttribute(
      'href',
      '/solutions/phishing-simulation',
    )
    for (const [title, href] of [
      ['Takedowns', '/solutions/takedowns'],
      ['Website Monitoring', '/solutions/website-monitoring'],
      ['Dark Web Scanning', '/solutions/dark-web-scanning'],
      ['Content Moderation', '/solutions/content-moderation'],
    ]) {
      // Each card is named by its link, which says where it goes (no run of identical "Learn more" links).
      const heading = solutions.getByRole('heading', { name: title, exact: true })
      await expect(heading).toBeVisible()
      await expect(heading.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href!)
    }

    await expect(metricsRegion(page).getByRole('heading', { name: 'Proven by metrics' })).toBeVisible()
    await expect(counter(page, 'Years of experience')).toHaveText('10+')

    const certified = page.getByRole('region', { name: 'Certified, and compliant' })
    for (const [name, host] of [
      ['About the Cyber Essentials scheme', 'https://www.ncsc.gov.uk/'],
      ['Search the ICO register', 'https://ico.org.uk/'],
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

  test(
    'the header image is the product drawn in the HTML: nothing to fetch before it paints',
    { tag: '@edge' },
    async ({ request }) => {
      const html = await (await request.get('/')).text()
      expect(html).toContain('Cases for your brand')
      expect(html).not.toMatch(/rel="preload"[^>]+as="image"/)
    },
  )

  test('JSON-LD: FAQPage with every question and the Organization', async ({ page }) => {
    await page.goto('/')
    const blocks = await jsonLd(page)
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] }
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(faq.map((entry) => entry.question))
    expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
      name: 'Plainguard',
      legalName: 'Plainguard Ltd',
      description: expect.stringContaining('UK brand-protection company'),
      url: 'https://plainguard.co.uk',
      logo: { '@type': 'ImageObject', url: 'https://plainguard.co.uk/logo.svg' },
      sameAs: ['https://www.linkedin.com/company/plainguard', 'https://x.com/plainguard'],
      contactPoint: [{ '@type': 'ContactPoint', url: 'https://plainguard.co.uk/contact' }],
    })
  })
})

test.describe('closing bands layout', () => {
  test('the way to the trust centre sits on the certifications heading’s row at 1280 px, on its right edge', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const band = page.getByRole('region', { name: certifications.heading })
    await band.scrollIntoViewIfNeeded()
    const link = (await band.getByRole('link', { name: certifications.trustLink.label }).boundingBox())!
    const heading = (await band.getByRole('heading', { level: 2 }).boundingBox())!
    const cards = (await band.getByRole('list').boundingBox())!
    expect(link.y + link.height).toBeLessThan(cards.y)
    expect(link.y + link.height).toBeGreaterThan(heading.y)
    expect(Math.abs(link.x + link.width - (cards.x + cards.width))).toBeLessThanOrEqual(1)
  })

  test('the metric tiles are one height at 375 px, however their labels wrap', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto('/')
    await metricsRegion(page).scrollIntoViewIfNeeded()
    const tiles = metricsRegion(page).getByRole('term').locator('..')
    const heights = new Set(await tiles.evaluateAll((all) => all.map((tile) => tile.getBoundingClientRect().height)))
    expect(heights.size).toBe(1)
  })

  test('the closing band follows the certifications with one band’s space, not two', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const band = page.getByRole('region', { name: certifications.heading })
    const closing = page.getByRole('region', { name: homeCta.heading })
    // Seen as the reader sees it: the bands below the first screen are laid out as they near the viewport.
    await closing.scrollIntoViewIfNeeded()
    const { y: top } = (await band.boundingBox())!
    const bandSpace = (await band.getByRole('heading', { level: 2 }).boundingBox())!.y - top
    const lastLine = (await band.getByRole('listitem').last().boundingBox())!
    const panel = closing
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: homeCta.heading }) })
      .filter({ has: page.getByRole('link', { name: homeCta.primary.label }) })
    const gap = (await panel.boundingBox())!.y - (lastLine.y + lastLine.height)
    expect(bandSpace).toBeGreaterThan(0)
    expect(gap).toBeLessThanOrEqual(bandSpace)
  })
})
