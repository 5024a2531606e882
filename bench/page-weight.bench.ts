// Every page's first-load and deferred JavaScript (compressed), HTML, CSS and CLS beside the floor's, from Resource Timing.
import { expect, test, type Browser } from '@playwright/test'
import { builtPages } from '@/e2e/built-pages'
import { bench } from '#test/env'
import { CLS, HOME_ALL_JS_KB, jsOverFloorKB } from '#bench/budgets'
import { attachTable, kB, loopbackOnly } from '#bench/measure'

const CLS_WINDOW_MS = 3_000
const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]

type Weight = Awaited<ReturnType<typeof resourceWeights>> & { cls: number[] }

async function weigh(browser: Browser, url: string): Promise<Weight> {
  const cls: number[] = []
  let weight: Awaited<ReturnType<typeof resourceWeights>> | undefined
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport })
    await loopbackOnly(context)
    await context.addInitScript((windowMs) => {
      const shifts = window as unknown as { cls: number }
      shifts.cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput && entry.startTime < windowMs) shifts.cls += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    }, CLS_WINDOW_MS)
    const page = await context.newPage()
    const response = await page.goto(url, { waitUntil: 'networkidle' })
    if (!response?.ok()) throw new Error(`${url} answered HTTP ${response?.status()}`)
    await page.waitForFunction((windowMs) => performance.now() >= windowMs, CLS_WINDOW_MS, { polling: 100 })
    cls.push(await page.evaluate(() => (window as unknown as { cls: number }).cls))
    weight ??= await resourceWeights(page, url, await response.text())
    await context.close()
  }
  return { ...weight!, cls }
}

function resourceWeights(page: import('@playwright/test').Page, url: string, html: string) {
  const htmlScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1]!, url).href)
  return page.evaluate((htmlScripts) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const scripts = resources.filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'))
    const bytes = (list: PerformanceResourceTiming[]) => list.reduce((sum, entry) => sum + entry.encodedBodySize, 0)
    const first = scripts.filter((entry) => htmlScripts.includes(entry.name))
    const deferred = scripts.filter((entry) => !htmlScripts.includes(entry.name))
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      jsBytes: bytes(first),
      scripts: first.length,
      deferredBytes: bytes(deferred),
      deferredScripts: deferred.length,
      htmlBytes: navigation?.encodedBodySize ?? 0,
      htmlRawBytes: navigation?.decodedBodySize ?? 0,
      cssBytes: bytes(resources.filter((entry) => new URL(entry.name).pathname.endsWith('.css'))),
    }
  }, htmlScripts)
}

test('page weight of every page', async ({ browser, baseURL }, testInfo) => {
  const floor = await weigh(browser, bench.floorUrl)
  const weights: [string, Weight][] = []
  for (const path of builtPages('.next')) weights.push([path, await weigh(browser, new URL(path, baseURL).href)])
  await attachTable(
    testInfo,
    'Page weight (compressed as served, kB = 1024 bytes; CLS over the first 3 s)',
    ['page', 'first-load JS kB', 'over floor (budget)', 'scripts', 'deferred JS kB', 'HTML kB (raw)', 'CSS kB', 'CLS 1280 / 375'],
    [['floor (bare Next)', floor] as const, ...weights].map(([path, weight]) => [
      path,
      kB(weight.jsBytes),
      weight === floor ? '' : `${kB(weight.jsBytes - floor.jsBytes)} (${jsOverFloorKB(path)})`,
      weight.scripts,
      `${kB(weight.deferredBytes)} (${weight.deferredScripts})`,
      `${kB(weight.htmlBytes)} (${kB(weight.htmlRawBytes)})`,
      kB(weight.cssBytes),
      weight.cls.map((value) => value.toFixed(3)).join(' / '),
    ]),
  )
  for (const [path, { jsBytes, cls }] of weights) {
    expect
      .soft((jsBytes - floor.jsBytes) / 1024, `first-load JS of ${path} over the floor, kB`)
      .toBeLessThanOrEqual(jsOverFloorKB(path))
    expect.soft(Math.max(...cls), `CLS of ${path} at 1280 / 375 px`).toBeLessThanOrEqual(CLS)
  }
  const home = weights.find(([path]) => path === '/')![1]
  expect
    .soft((home.jsBytes + home.deferredBytes) / 1024, 'all JavaScript of / in its first 3 s, kB')
    .toBeLessThanOrEqual(HOME_ALL_JS_KB)
})
