import { expect, test } from '@playwright/test'
// The company, support and policy pages and the solution–industry links; each template is checked by the crawl.
import { aboutPage } from '@/content/company/about'
import { careersPage } from '@/content/company/careers'
import { companiesHouseUrl, company } from '@/content/company/facts'
import { supportPage } from '@/content/company/support'
import { industries } from '@/content/industries/index'
import { railNext, supportCta } from '@/content/pages'
import { relatedGroups, relatedTool } from '@/content/related'
import { solutions } from '@/content/solutions/index'
import { responseTargets } from '@/content/support'
import { CONSENT_COOKIE } from '#lib/consent'
import { metricCacheKey } from '#lib/metric-source'
import { PLAN_DETAILS_COOKIE } from '#lib/plan-details'
import { desktop, phone } from '@/e2e/fixtures'

const statusPage = 'https://plainguard.statuspage.io'

test('the pages the navbar leaves out are reachable from an industry page’s related links', async ({ page }) => {
  // No menu links the gaming page, and the Solutions menu leaves a service out.
  await page.goto('/')
  const inMenus = new Set(
    await page
      .getByRole('banner')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  )
  const industry = industries.find((candidate) => !inMenus.has(candidate.canonicalUrl))!
  const service = solutions.find((candidate) => !inMenus.has(candidate.canonicalUrl))!
  const from = industries.find((candidate) => candidate !== industry)!
  const [ours, others] = relatedGroups(from)
  await page.goto(from.canonicalUrl)
  await page
    .getByRole('navigation', { name: others!.heading })
    .getByRole('link', { name: new RegExp(industry.title) })
    .click()
  await expect(page).toHaveURL(industry.canonicalUrl)
  await page
    .getByRole('navigation', { name: ours!.heading })
    .getByRole('link', { name: new RegExp(service.title) })
    .click()
  await expect(page).toHaveURL(service.canonicalUrl)
})

test('an industry page’s shorter related list ends with the free checker, so the columns end together', async ({ page }) => {
  await page.setViewportSize(desktop)
  const from = industries[0]!
  const [ours, others] = relatedGroups(from)
  expect(ours!.links.length - others!.links.length).toBeGreaterThanOrEqual(2)
  await page.goto(from.canonicalUrl)
  const bottom = async (name: string) => {
    const box = (await page.getByRole('navigation', { name }).boundingBox())!
    return box.y + box.height
  }
  // Within a row's height (about 49 px) of each other, not three rows of empty space.
  expect(Math.abs((await bottom(ours!.heading)) - (await bottom(relatedTool.heading)))).toBeLessThan(49)
  await page.getByRole('navigation', { name: relatedTool.heading }).getByRole('link').click()
  await expect(page).toHaveURL(relatedTool.links[0]!.href)
})

test('on a phone an industry page keeps the free checker, after its related lists', async ({ page }) => {
  await page.setViewportSize(phone)
  const from = industries[0]!
  await page.goto(from.canonicalUrl)
  const checker = page.getByRole('navigation', { name: relatedTool.heading }).getByRole('link')
  await expect(checker).toBeVisible()
  await checker.click()
  await expect(page).toHaveURL(relatedTool.links[0]!.href)
})

test('at 1280 px every related list, the free tool’s too, starts its descriptions on one edge', async ({ page }) => {
  await page.setViewportSize(desktop)
  const from = industries[0]!
  await page.goto(from.canonicalUrl)
  const others = relatedGroups(from)[1]!
  const left = async (group: typeof relatedTool, text: string) =>
    (await page.getByRole('navigation', { name: group.heading }).getByText(text, { exact: true }).boundingBox())!.x
  const edge = await left(others, others.links[0]!.text)
  for (const group of [others, relatedTool])
    for (const link of group.links) expect(Math.abs((await left(group, link.text)) - edge)).toBeLessThanOrEqual(1)
})

test('the cookie policy names every cookie and storage item, then Cookie settings', async ({ page }) => {
  await page.goto('/policies/cookie')
  for (const name of [CONSENT_COOKIE, PLAN_DETAILS_COOKIE, 'jwt', 'sentryReplaySession', metricCacheKey('threats')]) {
    await expect(page.getByRole('main')).toContainText(name)
  }
  await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeVisible()
})

test('careers is honest about openings, says who works here and routes to contact', async ({ page }) => {
  await page.goto('/careers')
  await expect(page.getByRole('main')).toContainText(/no open roles/i)
  const facts = page.getByRole('complementary', { name: careersPage.factsHeading })
  await expect(facts.getByRole('term')).toHaveText(careersPage.facts.map(({ term }) => term))
  await expect(facts.getByRole('definition')).toHaveText(careersPage.facts.map(({ detail }) => detail))
  await expect(facts).toContainText('None right now')
  await page.getByRole('link', { name: 'Send us a note' }).click()
  await expect(page).toHaveURL('/contact')
})

test('support gives response times by plan and links the pages a customer needs', async ({ page }) => {
  await page.goto('/support')
  for (const target of responseTargets) {
    await expect(page.getByRole('main')).toContainText(`${target.planName}${target.firstResponse}`)
  }
  const facts = page.getByRole('complementary', { name: supportPage.factsHeading })
  await expect(facts.getByRole('term')).toHaveText([
    'Working hours',
    ...responseTargets.map(({ planName }) => `First response, ${planName}`),
    'To open a request',
  ])
  await expect(facts.getByRole('definition')).toHaveText(supportPage.facts.map(({ detail }) => detail))
  for (const status of [
    page.getByRole('link', { name: 'Service status (opens in a new tab)' }),
    page.getByRole('article').getByRole('link', { name: 'status page' }),
  ]) {
    await expect(status).toHaveAttribute('href', statusPage)
    await expect(status).toHaveAttribute('rel', 'noopener noreferrer')
  }
  const copy = page.getByRole('article')
  await expect(copy.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', /^https:\/\//)
  await expect(copy.getByRole('link', { name: 'security@plainguard.co.uk' })).toHaveAttribute(
    'href',
    'mailto:security@plainguard.co.uk',
  )
  await expect(copy.getByRole('link', { name: 'security page' })).toHaveAttribute('href', '/security')
  const closing = page.getByRole('region', { name: supportCta.heading })
  await expect(closing.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing')
  await closing.getByRole('link', { name: 'Book a Demo' }).click()
  await expect(page).toHaveURL('/book-demo')
  await page.goBack()
  await copy.getByRole('link', { name: 'contact page' }).click()
  await expect(page).toHaveURL('/contact')
})

for (const viewport of [phone, desktop]) {
  test(`About at ${viewport.width} px: the facts and the story, the four steps, then one way on`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/about/company')
    const facts = page.getByRole('complementary', { name: aboutPage.factsHeading })
    await expect(facts.getByRole('term')).toHaveText(aboutPage.facts.map(({ term }) => term))
    await expect(facts.getByRole('definition')).toHaveText(aboutPage.facts.map(({ detail }) => detail))
    await expect(facts).toContainText(company.companyNumber)
    const record = facts.getByRole('link', { name: `${aboutPage.companiesHouseLink} (opens in a new tab)` })
    await expect(record).toHaveAttribute('href', companiesHouseUrl)
    await expect(record).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(record).toHaveAttribute('target', '_blank')

    const method = page.getByRole('region', { name: aboutPage.method.heading })
    const steps = method.getByRole('list', { name: aboutPage.method.stepsLabel }).getByRole('listitem')
    await expect(steps).toHaveText(aboutPage.method.steps.map(({ title, summary }, index) => `${index + 1}${title}${summary}`))
    await expect(method.getByRole('link', { name: aboutPage.method.link.label })).toHaveAttribute('href', '/#method-heading')
    await expect(method.getByRole('heading', { level: 3 })).toHaveText(aboutPage.principles.map(({ title }) => title))

    // One Book a Demo in the page itself, in the closing band (the navbar has its own).
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Book a Demo', exact: true })).toHaveCount(1)
    await expect(
      page.getByRole('region', { name: aboutPage.cta.heading }).getByRole('link', { name: 'Book a Demo' }),
    ).toHaveAttribute('href', '/book-demo')
    // Beside the text from lg; on a phone after it, before the sections that follow.
    const rail = page.getByRole('complementary', { name: railNext.about.heading })
    await expect(rail).toBeVisible()
    const story = page.getByRole('article')
    const [storyBox, panel] = [(await story.boundingBox())!, (await facts.boundingBox())!]
    expect(panel.y + panel.height).toBeLessThan(storyBox.y)
    if (viewport === phone) expect((await rail.boundingBox())!.y).toBeGreaterThan(storyBox.y + storyBox.height)
    if (viewport === desktop) {
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(panel.x).toBeGreaterThan(title.x + title.width)
      expect(panel.y).toBeLessThan(title.y + title.height)
      // A long fact takes the panel's width: no value runs to three lines (24 px each).
      for (const detail of await facts.getByRole('definition').all()) {
        expect((await detail.boundingBox())!.height).toBeLessThanOrEqual(2 * 24)
      }
    }
  })
}

for (const path of ['/about/company', '/careers', '/support', '/policies/privacy', '/policies/tos', '/policies/cookie']) {
  test(`${path} lists its sections, and each link jumps to its section`, async ({ page }) => {
    await page.goto(path)
    const contents = page.getByRole('navigation', { name: 'On this page' })
    const copy = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()
    // About lists the band after its copy too (and its people, with proof: e2e/proof/about.spec.ts).
    const below = path === '/about/company' ? [aboutPage.method.heading] : []
    await expect(contents.getByRole('link')).toHaveText([...copy, ...below])
    for (const link of [contents.getByRole('link').nth(copy.length - 1), contents.getByRole('link').last()]) {
      const name = (await link.textContent())!
      await link.click()
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeInViewport()
    }
  })
}

test('a company page of three sections lists them beside its text at 1280 px, not above it on a phone', async ({ page }) => {
  for (const path of ['/about/company', '/careers']) {
    await page.setViewportSize(desktop)
    await page.goto(path)
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents).toBeVisible()
    await page.setViewportSize(phone)
    await expect(contents).toBeHidden()
  }
  // Five sections: on a phone too.
  await page.goto('/support')
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible()
})

test('about, careers and the policies link the pages they mention', async ({ page }) => {
  await page.goto('/about/company')
  const about = page.getByRole('article')
  await expect(about.getByRole('link', { name: 'Takedowns' })).toHaveAttribute('href', '/solutions/takedowns')
  await expect(about.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing')

  await page.goto('/careers')
  await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/policies/privacy')
  const privacy = page.getByRole('article')
  await expect(privacy.getByRole('link', { name: 'privacy@plainguard.co.uk' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@plainguard.co.uk',
  )
  await privacy.getByRole('link', { name: 'Cookie settings' }).click()
  await expect(page).toHaveURL('/policies/cookie#cookie-settings')
  await expect(page.getByRole('heading', { name: 'Cookie settings' })).toBeInViewport()
})
