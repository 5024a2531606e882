import { join } from 'node:path'
import { expect, type Page, test, type TestInfo } from '@playwright/test'
import { homeMetrics } from '@/content/home'
import { CONSENT_COOKIE, formatConsent } from '#lib/consent'
import { formatMetric } from '#lib/metrics'
import { screenshotBuilds as builds } from '#test/env'
import { builtPages } from '@/e2e/built-pages'
import { notFoundPath } from '@/e2e/page-checks/server-html'

const widths = [375, 1280]
const metrics = { threats: 1_284_312, scraped: 48_210_775, scanned: 9_876_543 }
const incident = { name: 'Delayed takedown notifications', status: 'investigating', shortlink: 'https://stspg.io/example' }

async function standIns(page: Page) {
  await page.route('**/incidents/unresolved.json', (route) => route.fulfill({ json: { incidents: [] } }))
  for (const [name, value] of Object.entries(metrics))
    await page.route(`**/v1/metrics/${name}`, (route) => route.fulfill({ json: value }))
}

/** Waits for the font, every image (lazy ones too) and the home counters' stand-in figures, then shoots from the top. */
async function save(page: Page, testInfo: TestInfo, folder: string, name: string, fullPage = true) {
  const counters = page.getByRole('region', { name: homeMetrics.heading })
  if (fullPage && (await counters.count())) {
    await counters.scrollIntoViewIfNeeded()
    for (const value of Object.values(metrics)) await expect(counters).toContainText(formatMetric(value))
  }
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
    window.scrollTo(0, 0)
  })
  const path = join(testInfo.project.outputDir, folder, String(page.viewportSize()!.width), `${name}.png`)
  // A full-page capture paints past the viewport, where a deferred band (globals.css) is not yet laid out.
  const style = '.deferred-band { content-visibility: visible }'
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide', style })
}

/** A context at `width`, as a returning visitor (cookies declined) unless `firstVisit`. */
const at = (width: number, firstVisit = false) => {
  test.use({ viewport: { width, height: width === 375 ? 740 : 800 } })
  test.beforeEach(async ({ context, page, baseURL }) => {
    if (!firstVisit)
      await context.addCookies([{ name: CONSENT_COOKIE, value: formatConsent('declined', new Date()), url: baseURL! }])
    await standIns(page)
  })
}

for (const build of builds)
  for (const width of widths)
    test.describe(`${build.name} ${width} px`, () => {
      test.use({ baseURL: build.url })
      at(width)
      for (const path of [...builtPages(build.distDir), notFoundPath])
        test(path, async ({ page }, testInfo) => {
          await page.goto(path, { waitUntil: 'networkidle' })
          await save(page, testInfo, build.name, path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'))
        })
    })

/** What no address shows, on the shipped content's build: window-sized unless the whole page matters. */
test.describe('states', () => {
  test.use({ baseURL: builds[0]!.url })
  for (const width of widths) {
    test.describe(`${width} px`, () => {
      at(width)
      test('pricing: Business with add-ons', async ({ page }, testInfo) => {
        await page.goto('/pricing', { waitUntil: 'networkidle' })
        await page.getByRole('radio', { name: /Business/ }).check()
        await page.getByRole('combobox').nth(0).selectOption('5')
        await page.getByRole('combobox').nth(1).selectOption('10')
        await save(page, testInfo, 'states', 'pricing-add-ons')
      })
      test('contact: sent empty, an error beside each required field', async ({ page }, testInfo) => {
        await page.goto('/contact', { waitUntil: 'networkidle' })
        await page.locator('main form button[type="submit"]').click()
        await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible()
        await save(page, testInfo, 'states', 'contact-errors')
      })
      test('an incident on the status page', async ({ page }, testInfo) => {
        await page.route('**/incidents/unresolved.json', (route) => route.fulfill({ json: { incidents: [incident] } }))
        await page.goto('/', { waitUntil: 'networkidle' })
        await expect(page.getByText(incident.name)).toBeVisible()
        await save(page, testInfo, 'states', 'incident-banner', false)
      })
      if (width === 375)
        test('the phone menu, open', async ({ page }, testInfo) => {
          await page.goto('/', { waitUntil: 'networkidle' })
          await page.getByRole('button', { name: 'Menu', exact: true }).click()
          await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
          await save(page, testInfo, 'states', 'phone-menu-open', false)
        })
      else
        test('the Solutions menu, open', async ({ page }, testInfo) => {
          await page.goto('/', { waitUntil: 'networkidle' })
          await page.getByRole('button', { name: 'Solutions', exact: true }).click()
          await expect(page.locator('#solutions-menu')).toBeVisible()
          await save(page, testInfo, 'states', 'solutions-menu-open', false)
        })
    })
    test.describe(`${width} px, first visit`, () => {
      at(width, true)
      test('the consent banner', async ({ page }, testInfo) => {
        await page.goto('/', { waitUntil: 'networkidle' })
        await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible()
        await save(page, testInfo, 'states', 'consent-banner', false)
      })
    })
  }
})
