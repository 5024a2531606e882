import { expect, test } from '@playwright/test'
import { homeHeader } from '@/content/home'
import { financial } from '@/content/industries/financial'
import { retail } from '@/content/industries/retail'
import { darkWebScanning } from '@/content/solutions/dark-web-scanning'
import { pricing } from '@/content/pricing'
import { productViewCaption } from '@/content/product-view'
import { services } from '@/content/services'
import { phishingSimulation } from '@/content/solutions/phishing-simulation'
import { takedowns } from '@/content/solutions/takedowns'
import { desktop, hero, phone } from '@/e2e/fixtures'
import { visibleText } from '@/e2e/html'

test.describe('product views', () => {
  test('the home header shows the dashboard at the 500 × 349 footprint, captioned as illustrative', async ({ page }) => {
    await page.setViewportSize(desktop)
    await page.goto('/')
    const view = hero(page).getByRole('img', { name: homeHeader.image.alt })
    await expect(view).toBeVisible()
    const box = (await view.boundingBox())!
    expect(Math.round(box.width)).toBe(500)
    expect(Math.round(box.height)).toBe(349)
    await expect(view).toContainText(homeHeader.image.view.title)
    for (const row of homeHeader.image.view.rows) await expect(view).toContainText(row.target)
    await expect(hero(page).getByRole('figure').getByText(productViewCaption)).toBeVisible()
  })

  // Each solution and industry page's own view, its text and caption, and no image in its hero: the crawl (templates.ts).

  test('the phishing simulation view ties its training to the plan that includes it', async ({ page }) => {
    await page.goto('/solutions/phishing-simulation')
    const view = page.getByRole('img', { name: phishingSimulation.imageAlt })
    await expect(view).toContainText(/yearly campaign/i)
    const withTraining = pricing.plans
      .filter((plan) => /training/i.test(plan.features.PhishingSimulation))
      .map((plan) => plan.name)
    const training = view.getByText(/training/i)
    await expect(training).toHaveCount(1)
    await expect(training).toContainText(new RegExp(withTraining.join('|')))
  })

  test('financial services shows its impersonation register', async ({ page }) => {
    const view = financial.image
    if (view.kind !== 'register') throw new Error('financial services shows the impersonation register')
    await page.goto('/industry/financial')
    const register = page.getByRole('img', { name: financial.imageAlt })
    for (const item of view.items) {
      const row = register.locator('li').filter({ hasText: item.address })
      await expect(row).toContainText(item.what)
      for (const copied of item.copies) await expect(row).toContainText(copied)
      await expect(row).toContainText(item.channel)
      await expect(row).toContainText(item.status.label)
    }
    await expect(register).toContainText('Reported to the FCA')
  })

  test('dark web scanning lists masked accounts in columns at 1280 px, none cut short, and stacks them at 375 px', async ({
    page,
  }) => {
    const view = darkWebScanning.image
    if (view.kind !== 'leaks') throw new Error('dark web scanning shows leaked credentials')
    const accounts = view.sources.flatMap((source) => source.rows.map((row) => row.account))
    await page.setViewportSize(desktop)
    await page.goto(darkWebScanning.canonicalUrl)
    const leaks = page.getByRole('img', { name: darkWebScanning.imageAlt })
    for (const account of accounts) expect(account).toMatch(/^[a-z]\*\*\*@/)
    // A picture's parts have no roles of their own (role="img"): the column heads and accounts are found by text.
    for (const head of ['Account', 'Password', 'Found', 'Status'])
      await expect(leaks.getByText(head, { exact: true })).toBeVisible()
    const cells = leaks.getByText(/\*\*\*@/)
    await expect(cells).toHaveText(accounts)
    const cut = await cells.evaluateAll((all) => all.filter((cell) => cell.scrollWidth > cell.clientWidth).length)
    expect(cut).toBe(0)
    await page.setViewportSize(phone)
    await expect(leaks.getByText('Account', { exact: true })).toBeHidden()
  })

  test('on a phone the takedown case tells its whole history, its detail lines left for wider screens', async ({ page }) => {
    const view = takedowns.image
    if (view.kind !== 'case') throw new Error('Takedowns shows a case')
    await page.setViewportSize(phone)
    await page.goto('/solutions/takedowns')
    // The view is one image (role="img"): its steps are found as elements.
    for (const event of view.timeline) {
      const step = hero(page).locator('li', { hasText: event.label })
      await expect(step).toBeVisible()
      await expect(step.getByText(event.detail)).toBeHidden()
    }
    for (const file of view.evidence) await expect(hero(page).getByText(file, { exact: true })).toBeHidden()

    await page.setViewportSize(desktop)
    for (const event of view.timeline) await expect(hero(page).getByText(event.detail)).toBeVisible()
    const tops = []
    for (const file of view.evidence) tops.push((await hero(page).getByText(file, { exact: true }).boundingBox())!.y)
    expect(new Set(tops).size).toBe(1)
  })

  test('retail shows fake shops and listings counted by the channel each was found on', async ({ page }) => {
    const view = retail.image
    if (view.kind !== 'listings') throw new Error('retail shows the fake shops and listings')
    await page.goto('/industry/retail')
    const listings = page.getByRole('img', { name: retail.imageAlt })
    for (const channel of view.channels) {
      const count = view.items.filter((item) => item.channel === channel).length
      // role="img" again: its terms and figures are found as elements.
      await expect(listings.locator('dt').filter({ hasText: channel })).toHaveCount(1)
      await expect(listings.locator('dd').nth(view.channels.indexOf(channel))).toHaveText(String(count))
    }
    for (const item of view.items) {
      const row = listings.locator('li').filter({ hasText: item.where })
      await expect(row).toContainText(item.listing)
      await expect(row).toContainText(item.status.label)
    }
  })

  test('an industry page cites a public source for its sector’s fact, opening safely in a new tab', async ({ page }) => {
    await page.goto('/industry/financial')
    const link = page
      .getByRole('region', { name: /When customers are deceived/ })
      .getByRole('link', { name: /Payment Systems Regulator/ })
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.psr\.org\.uk\//)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

test.describe('one voice', () => {
  // No page calls a service by a retired name: e2e/crawl.spec.ts (expectSafeLinksAndOneVoice).
  test('the home page names every service by its one name', { tag: '@edge' }, async ({ request }) => {
    const home = visibleText(await (await request.get('/')).text())
    for (const service of Object.values(services)) expect(home).toContain(service.name)
  })

  test('the footer links the trust centre from every page', async ({ page }) => {
    await page.goto('/pricing')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security and trust' }).click()
    await expect(page).toHaveURL('/security')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('home hero on a phone', () => {
  test.use({ viewport: phone })

  test('says what the company does, above the actions, at 375 px', async ({ page }) => {
    await page.goto('/')
    const sentence = hero(page).getByText(homeHeader.intro)
    await expect(sentence).toBeVisible()
    await expect(sentence).toBeInViewport()
    const sentenceBox = (await sentence.boundingBox())!
    const demoBox = (await hero(page).getByRole('link', { name: 'Book a Demo' }).boundingBox())!
    expect(sentenceBox.y).toBeLessThan(demoBox.y)
  })

  test('the dashboard shows its first case only, so the hero stays short', async ({ page }) => {
    await page.goto('/')
    const view = hero(page).getByRole('img', { name: homeHeader.image.alt })
    const [first, ...others] = homeHeader.image.view.rows
    await expect(view.getByText(first!.target)).toBeVisible()
    for (const row of others) await expect(view.getByText(row.target)).toBeHidden()
  })

  test('the metrics never claim to be live, whether fetched or fallen back', async ({ page }) => {
    await page.route('https://api.plainguard.co.uk/**', (route) => route.abort())
    await page.goto('/')
    const metrics = page.getByRole('region', { name: 'Proven by metrics' })
    await metrics.scrollIntoViewIfNeeded()
    await expect(metrics.getByText('234K+')).toBeVisible()
    await expect(metrics).not.toContainText(/\blive\b/i)
  })
})
