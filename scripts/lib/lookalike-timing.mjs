// The lookalike checker's engine time in Chromium with the CPU slowed down (CDP
// Emulation.setCPUThrottlingRate), read from the User Timing entry the page records around each run
// (lib/lookalike/generate.ts LOOKALIKE_MEASURE): the engine alone, as a visitor's browser runs it.
// Every host but loopback is blocked.
import './ts-modules.mjs'

/** @type {typeof import('../../lib/lookalike/generate')} */
const { LOOKALIKE_MEASURE } = await import(new URL('../../lib/lookalike/generate.ts', import.meta.url).href)

export const LOOKALIKE_PAGE = '/tools/lookalike-domains'
/** A 20-character name: the budget is results within 100 ms for one on a 4× slowed CPU. */
export const LOOKALIKE_BENCH_DOMAIN = 'examplebrandprotect.com'
export const LOOKALIKE_BUDGET_MS = 100

/** @typedef {{ domain: string, slowdown: number, runs: number[], median: number }} LookalikeTiming */

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Loads the checker `runs` times (a fresh page each, so no run reuses another's warm code), slows the
 * CPU, submits the domain and reads the engine's time.
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
      const handle = await page.waitForFunction((name) => performance.getEntriesByName(name).at(-1)?.duration, LOOKALIKE_MEASURE)
      times.push(Number(await handle.jsonValue()))
      await page.close()
    }
  } finally {
    await context.close()
  }
  return { domain, slowdown, runs: times, median: median(times) }
}
