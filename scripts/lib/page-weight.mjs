// Page weight and layout stability measured in Chromium, from Resource Timing:
// - first-load JavaScript: the scripts the server HTML loads as <script src> tags, which every visit
//   downloads before the page is interactive (encodedBodySize, i.e. as compressed on the wire);
// - deferred JavaScript: chunks imported after hydration (for example the status-page validator);
// - HTML (compressed and raw) and CSS (compressed);
// - CLS over the first 3 s: layout shifts not caused by recent input, at a desktop and a phone width.
// Every host but loopback is blocked.
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

const CLS_WINDOW_MS = 3_000
const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]

/** @typedef {{ jsBytes: number, scripts: number, deferredBytes: number, deferredScripts: number, htmlBytes: number, htmlRawBytes: number, cssBytes: number, cls: number[] }} PageWeight */

/** @param {URL} url */
const isLoopback = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

export async function launchChromium() {
  return chromium.launch(chromiumLaunchOptions)
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<PageWeight>}
 */
export async function measurePage(browser, url) {
  /** @type {Omit<PageWeight, 'cls'> | undefined} */
  let weight
  /** @type {number[]} */
  const cls = []
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport })
    await context.route(
      (requested) => !isLoopback(requested),
      (route) => route.abort(),
    )
    await context.addInitScript((windowMs) => {
      const shifts = /** @type {{ cls: number }} */ (/** @type {unknown} */ (window))
      shifts.cls = 0
      new PerformanceObserver((list) => {
        for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean })[]} */ (
          list.getEntries()
        )) {
          if (!entry.hadRecentInput && entry.startTime < windowMs) shifts.cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    }, CLS_WINDOW_MS)
    const page = await context.newPage()
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    if (!response?.ok()) throw new Error(`${url} answered HTTP ${response?.status()}`)
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, CLS_WINDOW_MS, { polling: 100 })
    cls.push(await page.evaluate(() => /** @type {{ cls: number }} */ (/** @type {unknown} */ (window)).cls))
    weight ??= await resourceWeights(page, url, await response.text())
    await context.close()
  }
  if (!weight) throw new Error(`${url}: nothing measured`)
  return { ...weight, cls }
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {string} html
 * @returns {Promise<Omit<PageWeight, 'cls'>>}
 */
function resourceWeights(page, url, html) {
  const htmlScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', url).href)
  return page.evaluate((htmlScripts) => {
    const inHtml = new Set(htmlScripts)
    const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
    const isScript = (/** @type {PerformanceResourceTiming} */ entry) =>
      entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js')
    const bytes = (/** @type {PerformanceResourceTiming[]} */ list) => list.reduce((sum, entry) => sum + entry.encodedBodySize, 0)
    const first = resources.filter((entry) => isScript(entry) && inHtml.has(entry.name))
    const deferred = resources.filter((entry) => isScript(entry) && !inHtml.has(entry.name))
    const css = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'))
    return {
      jsBytes: bytes(first),
      scripts: first.length,
      deferredBytes: bytes(deferred),
      deferredScripts: deferred.length,
      htmlBytes: navigation?.encodedBodySize ?? 0,
      htmlRawBytes: navigation?.decodedBodySize ?? 0,
      cssBytes: bytes(css),
    }
  }, htmlScripts)
}
