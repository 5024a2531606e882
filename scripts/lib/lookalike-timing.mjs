// The lookalike checker's engine time in Chromium on a CPU slowed down, read from the User Timing entry
// the engine's worker records around each run (lib/lookalike/generate.ts LOOKALIKE_MEASURE): the engine
// alone, as a visitor's browser runs it. Chromium slows only a page's main thread (CDP
// Emulation.setCPUThrottlingRate on a worker answers "Operation is only supported for pages, not
// workers"); its throttle lets a thread run one slice in `rate`, so the worker's time at full speed times
// the rate is the engine's time on a CPU that much slower. Every host but loopback is blocked.
import { LOOKALIKE_MEASURE } from '../../lib/lookalike/generate.ts'

export const LOOKALIKE_PAGE = '/tools/lookalike-domains'
/** A 20-character name: the budget is results within 100 ms for one on a 4× slowed CPU. */
export const LOOKALIKE_BENCH_DOMAIN = 'examplebrandprotect.com'
export const LOOKALIKE_BUDGET_MS = 100

/** `runs` and `median` are on the slowed CPU; `measured`, the worker's own times at full speed. */
/** @typedef {{ domain: string, slowdown: number, runs: number[], median: number, measured: number[] }} LookalikeTiming */

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * The engine's last time recorded in one of the page's workers, once there is one.
 * @param {import('@playwright/test').Page} page
 */
async function workerMeasure(page) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    for (const worker of page.workers()) {
      const duration = await worker.evaluate((name) => performance.getEntriesByName(name).at(-1)?.duration, LOOKALIKE_MEASURE)
      if (duration !== undefined) return duration
    }
    await page.waitForTimeout(20)
  }
  throw new Error(`no ${LOOKALIKE_MEASURE} entry in the page's workers within 30 s`)
}

/**
 * Loads the checker `runs` times (a fresh page each, so no run reuses another's warm code), slows the
 * page's CPU, submits the domain and reads the engine's time in its worker.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl the running site, e.g. http://localhost:3000
 * @param {{ domain?: string, runs?: number, slowdown?: number }} [options]
 * @returns {Promise<LookalikeTiming>}
 */
export async function measureLookalikeEngine(browser, baseUrl, { domain = LOOKALIKE_BENCH_DOMAIN, runs = 5, slowdown = 4 } = {}) {
  const site = new URL(baseUrl)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.route(
    (url) => url.host !== site.host,
    (route) => route.abort(),
  )
  /** @type {number[]} */
  const times = []
  try {
    for (let run = 0; run < runs; run++) {
      const page = await context.newPage()
      await page.goto(new URL(LOOKALIKE_PAGE, site).href)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      const field = page.locator('input[name="domain"]')
      await field.fill(domain)
      await field.press('Enter')
      times.push(await workerMeasure(page))
      await page.close()
    }
  } finally {
    await context.close()
  }
  const runsSlowed = times.map((ms) => ms * slowdown)
  return { domain, slowdown, runs: runsSlowed, median: median(runsSlowed), measured: times }
}
