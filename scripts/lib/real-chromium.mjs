// What a visitor on a mid-range phone gets, measured in real Chromium with Lighthouse's mobile
// conditions applied (not simulated): 150 ms round trip, 1.6 Mbps down, 750 kbps up, a 4× slower CPU,
// a 412 × 823 window. For each page, the median of `runs` cold loads, interleaved with the other pages':
// - FCP and LCP, from the browser's own paint entries;
// - `load`, the event every test tool and monitoring probe waits for;
// - menu: when the phone menu button first opens its menu, clicked every 50 ms from the start;
// - hydrated: when the page's JavaScript has taken over (the menu button gains `aria-expanded`,
//   which only the script sets; in builds before issue 31, the menu's first answer); null on a page
//   without the menu (the floor), or if it never came;
// - CLS until 3 s after `load`, layout shifts without recent input (the font swap among them).
// Every host but loopback is blocked.
import { launchChromium } from './page-weight.mjs'

const CONDITIONS = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4
const VIEWPORT = { width: 412, height: 823 }

/** @typedef {{ fcp: number, lcp: number, load: number, menu: number | null, hydrated: number | null, cls: number }} VisitorTimings */

/** Runs in the page before its own scripts: records the paints, shifts, the menu's first answer and hydration. */
function recordTimings() {
  const record = /** @type {Record<string, number | null>} */ ({ lcp: 0, cls: 0, menu: null, hydrated: null })
  Object.assign(window, { __timings: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean })[]} */ (list.getEntries()))
      if (!entry.hadRecentInput) record.cls = (record.cls ?? 0) + entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  // aria-controls: the menu button of this build and of earlier ones (`--before`), whose menu was not a popover.
  let serverExpanded = /** @type {boolean | null} */ (null)
  const tryMenu = setInterval(() => {
    const button = /** @type {HTMLElement | null} */ (document.querySelector('button[aria-controls="mobile-menu"]'))
    const menu = document.getElementById('mobile-menu')
    if (!button || !menu) return
    serverExpanded ??= button.hasAttribute('aria-expanded')
    // Only the script sets aria-expanded. Builds before issue 31 sent it from the server, and their menu
    // needed the script to open at all: there, the menu's first answer is the sign of hydration.
    if (record.hydrated === null && !serverExpanded && button.hasAttribute('aria-expanded')) record.hydrated = performance.now()
    if (record.menu === null) {
      button.click()
      if (menu.checkVisibility()) {
        record.menu = performance.now()
        if (serverExpanded) record.hydrated = record.menu
        button.click()
      }
    }
    if (record.menu !== null && record.hydrated !== null) clearInterval(tryMenu)
  }, 50)
  setTimeout(() => clearInterval(tryMenu), 15_000)
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<VisitorTimings>}
 */
async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true })
  await context.route(
    (requested) => !['127.0.0.1', 'localhost'].includes(requested.hostname),
    (route) => route.abort(),
  )
  await context.addInitScript(recordTimings)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...CONDITIONS })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
  const hasMenu = await page.evaluate(() => Boolean(document.getElementById('mobile-menu')))
  if (hasMenu)
    await page
      .waitForFunction(
        () => {
          const record = /** @type {{ __timings: Record<string, number | null> }} */ (/** @type {unknown} */ (window)).__timings
          return record.menu !== null && record.hydrated !== null
        },
        undefined,
        { timeout: 30_000, polling: 100 },
      )
      // What never came stays null, and the budget reports it.
      .catch(() => undefined)
  await page.waitForTimeout(3_000)
  const timings = await page.evaluate(() => {
    const record = /** @type {{ __timings: Record<string, number | null> }} */ (/** @type {unknown} */ (window)).__timings
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'))
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: record.lcp ?? Number.NaN,
      load: navigation?.loadEventStart ?? Number.NaN,
      menu: record.menu ?? null,
      hydrated: record.hydrated ?? null,
      cls: record.cls ?? 0,
    }
  })
  await context.close()
  return timings
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/**
 * The median of each figure over `runs` cold loads of each URL, each figure on its own. The loads are
 * interleaved (every URL once, then again), so a busy spell on the machine falls on all of them alike
 * and a comparison (a page against the floor, now against before) stays fair.
 * @param {string[]} urls
 * @param {number} runs
 * @returns {Promise<Map<string, VisitorTimings>>}
 */
export async function visitorTimings(urls, runs) {
  const browser = await launchChromium()
  /** @type {Map<string, VisitorTimings[]>} */
  const all = new Map(urls.map((url) => [url, []]))
  try {
    for (let run = 0; run < runs; run++) {
      process.stderr.write(`real chromium, round ${run + 1} of ${runs}\n`)
      for (const url of urls) all.get(url)?.push(await measureOnce(browser, url))
    }
  } finally {
    await browser.close()
  }
  return new Map([...all].map(([url, timings]) => [url, medians(timings)]))
}

/** @param {VisitorTimings[]} all */
function medians(all) {
  /** @param {'menu' | 'hydrated'} key */
  const optional = (key) =>
    all.every((timing) => timing[key] !== null) ? median(all.map((timing) => /** @type {number} */ (timing[key]))) : null
  return {
    fcp: median(all.map((timing) => timing.fcp)),
    lcp: median(all.map((timing) => timing.lcp)),
    load: median(all.map((timing) => timing.load)),
    menu: optional('menu'),
    hydrated: optional('hydrated'),
    cls: median(all.map((timing) => timing.cls)),
  }
}
