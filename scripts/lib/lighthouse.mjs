// Lighthouse (default config: the mobile preset) in the same Chromium as the page-weight measurements,
// one fresh browser per run. Chromium resolves no host but loopback, so a page can neither reach the
// internet nor wait for it.
//
// Two ways to throttle to the preset's slow 4G and 4x slower CPU (docs/testing.md, "Performance"):
//   'simulate'  Lighthouse's default, and what PageSpeed Insights shows: an unthrottled load, then a
//               model of it on slow 4G. The model counts every request that finished before the
//               largest paint as needed for it. The budgets use this.
//   'devtools'  applied: Chromium really loads the page at that speed (`npm run bench -- --applied`).
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from './chromium.mjs'

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
export const categories = /** @type {Category[]} */ (['performance', 'accessibility', 'best-practices', 'seo'])

/** @typedef {'devtools' | 'simulate'} Throttling */
/** @typedef {{ scores: Record<Category, number>, fcp: number, lcp: number, tbt: number, lcpElement: string, failedAudits: Record<Category, string[]> }} LighthouseRun */

/**
 * One Lighthouse run; scores out of 100, FCP, LCP and TBT in ms, the element of the largest paint, and the
 * audits that cost each category points.
 * @param {string} url
 * @param {Throttling} throttlingMethod
 * @returns {Promise<LighthouseRun>}
 */
async function runLighthouse(url, throttlingMethod) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: categories,
      throttlingMethod,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    /** @param {Category} id */
    const category = (id) => {
      const found = lhr.categories[id]
      if (!found) throw new Error(`Lighthouse on ${url}: no ${id} category`)
      return found
    }
    /** @param {string} id */
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
    /** @param {Category} id */
    const failed = (id) =>
      category(id)
        .auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
    return {
      scores: /** @type {Record<Category, number>} */ (
        Object.fromEntries(categories.map((id) => [id, Math.round((category(id).score ?? 0) * 100)]))
      ),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      lcpElement: lcpElement(lhr.audits['largest-contentful-paint-element']),
      failedAudits: /** @type {Record<Category, string[]>} */ (Object.fromEntries(categories.map((id) => [id, failed(id)]))),
    }
  } finally {
    chrome.kill()
  }
}

/**
 * The largest paint's element as Lighthouse names it: its tag and a short text or selector.
 * @param {{ details?: unknown } | undefined} audit
 */
function lcpElement(audit) {
  const details = /** @type {{ items?: { items?: { node?: { nodeLabel?: string, selector?: string } }[] }[] } | undefined} */ (
    audit?.details
  )
  const node = details?.items?.[0]?.items?.[0]?.node
  if (!node) return '?'
  const tag = node.selector?.split(' > ').pop()?.split('.')[0] ?? ''
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ')
  return `${tag} "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"`
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** @param {string[]} values */
const mostCommon = (values) =>
  [...new Set(values)].sort(
    (a, b) => values.filter((value) => value === b).length - values.filter((value) => value === a).length,
  )[0] ?? '?'

/**
 * A run, tried once more when Lighthouse itself fails (it sometimes records no trace: NO_NAVSTART).
 * @param {string} url
 * @param {Throttling} throttlingMethod
 */
async function runLighthouseWithRetry(url, throttlingMethod) {
  try {
    return await runLighthouse(url, throttlingMethod)
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : error}; trying once more\n`)
    return runLighthouse(url, throttlingMethod)
  }
}

/**
 * Medians of `runs` Lighthouse runs, each figure on its own; failed audits of any run.
 * @param {string} url
 * @param {number} runs
 * @param {Throttling} throttlingMethod
 */
export async function lighthouseMedians(url, runs, throttlingMethod) {
  /** @type {LighthouseRun[]} */
  const results = []
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouseWithRetry(url, throttlingMethod))
  return {
    runs: results,
    scores: /** @type {Record<Category, number>} */ (
      Object.fromEntries(categories.map((id) => [id, median(results.map((result) => result.scores[id]))]))
    ),
    fcp: median(results.map((result) => result.fcp)),
    lcp: median(results.map((result) => result.lcp)),
    tbt: median(results.map((result) => result.tbt)),
    lcpElement: mostCommon(results.map((result) => result.lcpElement)),
    failedAudits: /** @type {Record<Category, string[]>} */ (
      Object.fromEntries(categories.map((id) => [id, [...new Set(results.flatMap((result) => result.failedAudits[id]))]]))
    ),
  }
}
