// Prints, per page, the compressed JavaScript measured in Chromium (Resource Timing encodedBodySize):
// - first load: the <script src> tags of the server HTML, which every visit downloads before the page is interactive;
// - deferred: chunks imported after hydration (for example the status-page validator), counted apart.
// External hosts are blocked, so nothing loads after consent. Usage: node scripts/first-load-js.mjs http://localhost:3000 / /pricing
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const browser = await chromium.launch(existsSync(executablePath) ? { executablePath } : {})
const origin = new URL(base).origin
const kB = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1)

console.log('path\tfirst-load scripts\tfirst-load kB (gzip)\tdeferred scripts\tdeferred kB (gzip)')
for (const path of paths.length ? paths : ['/']) {
  const context = await browser.newContext()
  await context.route((url) => url.origin !== origin, (route) => route.abort())
  const page = await context.newPage()
  const response = await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' })
  const html = (await response?.text()) ?? ''
  const htmlScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', base).href)
  const { initial, deferred } = await page.evaluate((htmlScripts) => {
    const inHtml = new Set(htmlScripts)
    const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter(
      (entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'),
    )
    const sum = (/** @type {PerformanceResourceTiming[]} */ list) => ({
      count: list.length,
      bytes: list.reduce((total, entry) => total + entry.encodedBodySize, 0),
    })
    return {
      initial: sum(scripts.filter((entry) => inHtml.has(entry.name))),
      deferred: sum(scripts.filter((entry) => !inHtml.has(entry.name))),
    }
  }, htmlScripts)
  console.log(`${path}\t${initial.count}\t${kB(initial.bytes)}\t${deferred.count}\t${kB(deferred.bytes)}`)
  await context.close()
}
await browser.close()
