// Key pages in real Chromium under Lighthouse's mobile conditions, beside the floor: medians of interleaved cold loads.
import { expect, test, type Browser } from '@playwright/test'
import { bench } from '#test/env'
import { CLS, HOME_HYDRATED_MS, KEY_PAGES, LCP_OVER_FLOOR_MS, MENU_AFTER_LOAD_MS } from '#bench/budgets'
import { attachTable, loopbackOnly, median } from '#bench/measure'

const RUNS = 9
const CONDITIONS = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const CPU_SLOWDOWN = 4

type Timings = { fcp: number; lcp: number; load: number; menu: number | null; hydrated: number | null; cls: number }
type Recorded = { lcp: number; cls: number; menu: number | null; hydrated: number | null }

/** Runs in the page before its own scripts. */
function recordTimings() {
  const record: Recorded = { lcp: 0, cls: 0, menu: null, hydrated: null }
  Object.assign(window, { __timings: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) record.cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  const tryMenu = setInterval(() => {
    const button = document.querySelector<HTMLElement>('button[aria-controls="mobile-menu"]')
    const menu = document.getElementById('mobile-menu')
    if (!button || !menu) return
    if (record.hydrated === null && button.hasAttribute('aria-expanded')) record.hydrated = performance.now()
    if (record.menu === null) {
      button.click()
      if (menu.checkVisibility()) {
        record.menu = performance.now()
        button.click()
      }
    }
    if (record.menu !== null && record.hydrated !== null) clearInterval(tryMenu)
  }, 50)
  setTimeout(() => clearInterval(tryMenu), 15_000)
}

async function loadOnce(browser: Browser, url: string): Promise<Timings> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  await loopbackOnly(context)
  await context.addInitScript(recordTimings)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...CONDITIONS })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url, { timeout: 60_000 })
  if (await page.locator('#mobile-menu').count())
    await page
      .waitForFunction(
        () => {
          const { menu, hydrated } = (window as unknown as { __timings: Recorded }).__timings
          return menu !== null && hydrated !== null
        },
        undefined,
        // Polled, not every frame: a check per frame would take the throttled main thread's time.
        { timeout: 30_000, polling: 100 },
      )
      // What never came stays null, and the budget reports it.
      .catch(() => undefined)
  await page.waitForTimeout(3_000)
  const timings = await page.evaluate(() => {
    const { lcp, cls, menu, hydrated } = (window as unknown as { __timings: Recorded }).__timings
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
    return { fcp, lcp, load: navigation?.loadEventStart ?? Number.NaN, menu, hydrated, cls }
  })
  await context.close()
  return timings
}

/** Each figure's own median; menu and hydrated only when every load had them. */
function medians(all: Timings[]): Timings {
  const of = (key: keyof Timings) => median(all.map((timing) => timing[key] ?? Number.NaN))
  const optional = (key: 'menu' | 'hydrated') => (all.every((timing) => timing[key] !== null) ? of(key) : null)
  return {
    fcp: of('fcp'),
    lcp: of('lcp'),
    load: of('load'),
    menu: optional('menu'),
    hydrated: optional('hydrated'),
    cls: of('cls'),
  }
}

test('real Chromium, throttled phone', async ({ browser, baseURL }, testInfo) => {
  const urls = [bench.floorUrl, ...KEY_PAGES.map((path) => new URL(path, baseURL).href)]
  const loads = urls.map((): Timings[] => [])
  for (let run = 0; run < RUNS; run++) for (const [index, url] of urls.entries()) loads[index]!.push(await loadOnce(browser, url))
  const [floor, ...pages] = loads.map(medians) as [Timings, ...Timings[]]
  const ms = (value: number | null) => (value === null ? '—' : Math.round(value))
  await attachTable(
    testInfo,
    `Real Chromium ${browser.version()}, 412 px, 150 ms RTT, 1.6 Mbps, ${CPU_SLOWDOWN}× CPU applied, median of ${RUNS} cold loads`,
    ['page', 'FCP ms', 'LCP ms', 'load ms', 'menu answers ms', 'hydrated ms', 'CLS'],
    ['floor (bare Next)', ...KEY_PAGES].map((label, index) => {
      const { fcp, lcp, load, menu, hydrated, cls } = index ? pages[index - 1]! : floor
      return [label, ms(fcp), ms(lcp), ms(load), ms(menu), ms(hydrated), cls.toFixed(3)]
    }),
  )
  for (const [index, path] of KEY_PAGES.entries()) {
    const { lcp, load, menu, cls } = pages[index]!
    expect
      .soft(lcp, `real-Chromium LCP of ${path}, ms (floor ${Math.round(floor.lcp)})`)
      .toBeLessThanOrEqual(floor.lcp + LCP_OVER_FLOOR_MS)
    expect
      .soft(menu ?? Infinity, `the menu of ${path} first answers, ms (load ${Math.round(load)})`)
      .toBeLessThanOrEqual(load + MENU_AFTER_LOAD_MS)
    expect.soft(cls, `throttled CLS of ${path}`).toBeLessThanOrEqual(CLS)
  }
  expect.soft(pages[0]!.hydrated ?? Infinity, '/ hydrates, ms').toBeLessThanOrEqual(HOME_HYDRATED_MS)
})
