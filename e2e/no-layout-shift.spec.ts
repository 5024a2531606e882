import { expect, type Page, test } from '@playwright/test'
import { handoffPages, publicPaths } from '@/content/routes'

// What could move a page after it paints: metrics refreshing, the font arriving late. HTML in pieces: streamed-html.spec.ts.

const api = 'https://api.plainguard.co.uk'
const metricPaths = { threats: '/v1/metrics/threats', scraped: '/v1/metrics/scraped', scanned: '/v1/metrics/scanned' }
const metricsRegion = (page: Page) => page.getByRole('region', { name: 'Proven by metrics' })

test.describe('no layout shift', () => {
  async function metricsRefreshed(page: Page) {
    let metricsDone = 0
    const onDone = (request: { url: () => string }) => request.url().startsWith(api) && (metricsDone += 1)
    page.on('requestfinished', onDone)
    page.on('requestfailed', onDone)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => metricsDone).toBe(3)
  }

  async function cumulativeLayoutShift(page: Page) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // A buffered observer holds every shift so far at once: takeRecords reads them without waiting for its callback.
    return page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined)
      observer.observe({ type: 'layout-shift', buffered: true })
      const shifts = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
      observer.disconnect()
      return shifts.reduce((total, shift) => (shift.hadRecentInput ? total : total + shift.value), 0)
    })
  }

  /** Measures only the refresh: the tests below, streamed-html.spec.ts and the bench measure the first frames. */
  async function countersMoveNothing(page: Page) {
    const beforeRefresh = await cumulativeLayoutShift(page)
    await metricsRefreshed(page)
    expect(await cumulativeLayoutShift(page)).toBe(beforeRefresh)
  }

  // The font's swap has a test of its own (below): here it is kept out, so only the counters could move the page.
  const withoutFont = (page: Page) => page.route(/\.woff2$/, (route) => route.abort())

  test('no layout shift with the API answering', async ({ page }) => {
    await withoutFont(page)
    for (const path of Object.values(metricPaths)) {
      await page.route(`${api}${path}`, (route) => route.fulfill({ contentType: 'application/json', body: '123456789' }))
    }
    await page.goto('/')
    await countersMoveNothing(page)
  })

  test('no layout shift with the API unreachable', async ({ page }) => {
    await withoutFont(page)
    await page.goto('/')
    await countersMoveNothing(page)
  })

  test('every page title wraps alike in the brand font and in its fallback, at common phone widths', async ({
    page,
    request,
  }) => {
    const titles: string[] = []
    for (const path of [...publicPaths, ...handoffPages.map(({ path }) => path)]) {
      const html = await (await request.get(path)).text()
      const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
      expect(title, path).toBeDefined()
      titles.push(title!.replace(/<[^>]+>/g, ''))
    }
    await page.goto('/pricing')
    await page.evaluate(() => document.fonts.load('700 16px inter'))
    for (const width of [360, 375, 390, 412, 430]) {
      await page.setViewportSize({ width, height: 800 })
      // The page's own title, set to each page's text in each font: the lines it takes must agree.
      const differing = await page.getByRole('heading', { level: 1 }).evaluate((heading, texts) => {
        const lines = (family: string) => {
          heading.style.fontFamily = family
          return heading.getBoundingClientRect().height
        }
        return texts.filter((text) => {
          heading.innerHTML = text
          return lines('inter') !== lines('"inter fallback"')
        })
      }, titles)
      expect(differing, `at ${width} px`).toEqual([])
    }
  })

  // Pages whose headings sat near a line break at 375 px: the fallback is scaled per weight and page titles are sized
  // to the measure (app/globals.css), so they wrap as in Inter (docs/decisions/2026-11-25-font-not-preloaded.md).
  for (const path of [
    '/',
    '/solutions/content-moderation',
    '/solutions/website-monitoring',
    '/industry/manufactering',
    '/book-demo',
    '/blog/detecting-preventing-csam',
    '/blog/importance-of-content-moderation',
  ]) {
    test(`a late brand font shifts ${path} by at most 0.01 CLS on a phone`, async ({ page }) => {
      // The page paints with its HTML alone (inline stylesheet) in the metric-matched fallback; the font swaps in later.
      await page.setViewportSize({ width: 375, height: 800 })
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300))
        await route.continue()
      })
      await page.goto(path)
      await expect.poll(() => page.evaluate(() => document.fonts.check('16px inter'))).toBe(true)
      if (path === '/') await metricsRefreshed(page)
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01)
    })
  }
})
