// npm run screenshots: every page at 375 and 1280 px, plus the states a reviewer cannot reach by URL
// (the 404, the open mobile menu, the incident banner, pricing with add-ons, the consent banner), written
// to docs/screenshots/ with an index (docs/screenshots/README.md), so the site can be seen without running it.
//   npm run screenshots                               the existing production build (built first when missing)
//   npm run screenshots -- --url http://localhost:3000 a running site
//   npm run screenshots -- / /pricing                  only these pages (and no index rewrite)
// Every host but the site's own is answered by a stand-in: no incident (or one, for its shot) and fixed metrics.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { parseArgs } from 'node:util'
import { launchChromium } from './lib/page-weight.mjs'
import { buildSite, builtRoutes, freePort, repoRoot, siteIsBuilt, startNext } from './lib/servers.mjs'

const OUT_DIR = 'docs/screenshots'
const WIDTHS = /** @type {const} */ ([375, 1280])
/** The viewport's height at each width (740 at 375 px: the consent banner's check). @param {number} width */
const heightAt = (width) => (width === 375 ? 740 : 800)

const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: 'string' } } })

const incident = { name: 'Delayed takedown notifications', status: 'investigating', shortlink: 'https://stspg.io/example' }
const metrics = { threats: 1_284_312, scraped: 48_210_775, scanned: 9_876_543 }

/**
 * Answers every request that leaves the site: the status page (with `incidents`) and the metrics API.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 * @param {unknown[]} incidents
 */
async function standIns(context, origin, incidents = []) {
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const path = new URL(route.request().url()).pathname
      const metric = Object.entries(metrics).find(([name]) => path.endsWith(`/metrics/${name}`))
      if (path.endsWith('/incidents/unresolved.json')) return route.fulfill({ json: { incidents } })
      if (metric) return route.fulfill({ json: metric[1] })
      return route.abort('blockedbyclient')
    },
  )
}

/** `/` → home, `/blog/x` → blog-x. @param {string} path */
const fileName = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'))

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} file
 * @param {boolean} [fullPage]
 */
async function save(page, file, fullPage = true) {
  await page.evaluate(() => document.fonts.ready)
  if (fullPage) {
    // Lazy images load as a visitor scrolls to them: load them all, as a visitor who scrolled would see them.
    await page.evaluate(() => {
      for (const image of document.images) image.loading = 'eager'
    })
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0))
    // A full page is taken from the top: scrolled, the fixed navbar would be drawn part-way down it.
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  const png = await page.screenshot({ fullPage, animations: 'disabled' })
  // A 256-colour palette: about a third of the size, so the committed set stays small (flat UI colours survive it).
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(`${repoRoot}/${OUT_DIR}/${file}`)
  process.stderr.write(`${OUT_DIR}/${file}\n`)
}

/**
 * A context at one width whose consent banner has been answered (Decline), as a returning visitor sees pages.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {number} width
 * @param {unknown[]} [incidents]
 */
async function decidedContext(browser, base, width, incidents) {
  const context = await browser.newContext({ viewport: { width, height: heightAt(width) } })
  await standIns(context, new URL(base).origin, incidents)
  const page = await context.newPage()
  await open(page, base)
  await page.getByRole('button', { name: 'Decline' }).click()
  await page.close()
  return context
}

/** @typedef {(page: import('@playwright/test').Page, base: string, width: number) => Promise<void>} Shot */

/**
 * Opens a page and waits until React has hydrated it: its scripts load after the first paint
 * (scripts/lib/after-first-paint.mjs), and a click before then would do nothing.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
async function open(page, url) {
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

/** The states a URL alone does not show. @type {Record<string, Shot>} */
const states = {
  '404': async (page, base, width) => {
    await open(page, `${base}/no-such-page`)
    await save(page, `${width}/not-found.png`)
  },
  'pricing-add-ons': async (page, base, width) => {
    await open(page, `${base}/pricing`)
    await page.getByRole('radio', { name: /Business/ }).check()
    const pickers = page.getByRole('combobox')
    await pickers.nth(0).selectOption('5')
    await pickers.nth(1).selectOption('10')
    await page.getByRole('heading', { name: 'Customize Your Plan' }).scrollIntoViewIfNeeded()
    await save(page, `${width}/pricing-add-ons.png`)
  },
}

async function main() {
  const server = options.url ? undefined : await startBuiltSite()
  const base = options.url ?? server?.url
  if (!base) throw new Error('no site to photograph')
  const paths = positionals.length ? positionals : builtRoutes('.next')
  const all = !positionals.length
  if (all) for (const width of WIDTHS) rmSync(`${repoRoot}/${OUT_DIR}/${width}`, { recursive: true, force: true })
  for (const width of WIDTHS) mkdirSync(`${repoRoot}/${OUT_DIR}/${width}`, { recursive: true })

  const browser = await launchChromium()
  try {
    for (const width of WIDTHS) {
      const context = await decidedContext(browser, base, width)
      const page = await context.newPage()
      for (const path of paths) {
        await open(page, new URL(path, base).href)
        await save(page, `${width}/${fileName(path)}.png`)
      }
      if (all) for (const shoot of Object.values(states)) await shoot(page, base, width)
      await context.close()
    }
    if (all) await shootFirstVisit(browser, base)
  } finally {
    await browser.close()
    server?.stop()
  }
  if (all) writeIndex(paths)
}

/**
 * A first visit (consent banner up), the open mobile menu and the incident banner: the viewport only.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 */
async function shootFirstVisit(browser, base) {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: heightAt(width) } })
    await standIns(context, new URL(base).origin)
    const page = await context.newPage()
    await open(page, base)
    await page.getByRole('button', { name: 'Accept' }).waitFor()
    await save(page, `${width}/first-visit.png`, false)
    await context.close()

    const withIncident = await decidedContext(browser, base, width, [incident])
    const incidentPage = await withIncident.newPage()
    await open(incidentPage, base)
    await incidentPage.getByText('Incident Reported:').waitFor()
    await save(incidentPage, `${width}/incident-banner.png`, false)
    if (width === 375) {
      await open(incidentPage, `${base}/pricing`)
      await incidentPage.getByRole('button', { name: /menu/i }).click()
      await incidentPage.getByRole('dialog').or(incidentPage.getByRole('navigation', { name: /mobile/i })).first().waitFor()
      await save(incidentPage, `${width}/mobile-menu-open.png`, false)
    }
    await withIncident.close()
  }
}

async function startBuiltSite() {
  if (!siteIsBuilt()) buildSite()
  return startNext(await freePort(3400))
}

/**
 * docs/screenshots/README.md: every file, linked, so README can point at one page.
 * @param {string[]} paths
 */
function writeIndex(paths) {
  /** @param {number} width */
  const files = (width) => readdirSync(`${repoRoot}/${OUT_DIR}/${width}`).sort()
  /** @type {[string, string][]} */
  const pages = paths.map((path) => [path, `${fileName(path)}.png`])
  const extra = [...new Set(files(1280).concat(files(375)))]
    .filter((file) => !pages.some(([, name]) => name === file))
    .map((file) => /** @type {[string, string]} */ ([file.replace('.png', ''), file]))
  /** @param {[string, string]} row */
  const row = ([label, file]) =>
    `| ${label} | ${WIDTHS.map((width) => (files(width).includes(file) ? `[${width} px](${width}/${file})` : '—')).join(' | ')} |`
  const lines = [
    '# Screenshots',
    '',
    'Written by `npm run screenshots` from the production build (full pages, 256-colour PNG). Metrics and the status page are stand-ins.',
    '',
    '| Page | 375 px | 1280 px |',
    '|---|---|---|',
    ...pages.map(row),
    '',
    '## States',
    '',
    '| State | 375 px | 1280 px |',
    '|---|---|---|',
    ...extra.map(row),
    '',
    '`before/` keeps the key pages as they were before the design pass of issue 13 (2026-11-23), for comparison; this script leaves it alone.',
    '',
  ]
  writeFileSync(`${repoRoot}/${OUT_DIR}/README.md`, lines.join('\n'))
}

await main()
