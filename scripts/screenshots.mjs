// npm run screenshots: every page at 375 and 1280 px, plus the states a reviewer cannot reach by URL, into
// docs/screenshots/all/ (git-ignored) with an index. `--docs` writes the key set instead, four pages, into
// docs/screenshots/{375,1280}/: the committed set, refreshed only when the design changes, so that PNGs do
// not grow the history. Earlier screenshots live in git history.
//
// Each run builds the site (npm run build) into a folder of its own, .next-screenshots/ (git-ignored; the
// real build in .next/ is never touched), with the footer's build version fixed at 00000000 and the public
// URLs at their defaults whatever .env says, and serves that build with `next start`. A page that has not
// changed then gives a byte-identical PNG (with the same Chromium), so a refresh commits only the pages that
// did change. For that, besides the fixed version: stand-ins answer every other host (no incident, or one
// for its shot, and fixed metrics, which the home page is photographed showing), the font is waited for
// (fontWithoutRace), motion is off, and Chromium runs without partial raster.
//   npm run screenshots                                every page and every state, from a fresh build
//   npm run screenshots -- --docs                      the committed key set, from a fresh build
//   npm run screenshots -- --no-build                  the build an earlier run left in .next-screenshots/
//   npm run screenshots -- --url http://localhost:3000 a running site (its own version in the footer: never with --docs)
//   npm run screenshots -- /pricing /contact           only these pages, without the states or the index
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { chromiumLaunchOptions } from './lib/chromium.mjs'
import { buildSite, builtRoutes, freePort, quietEnv, repoRoot, startNext } from './lib/servers.mjs'

const OUT_DIR = 'docs/screenshots'
/** Every page and every state, on request (git-ignored). */
const ALL_DIR = `${OUT_DIR}/all`
/** The screenshots' own build (git-ignored), so that the real build in .next is never replaced. */
const DIST_DIR = '.next-screenshots'
/** The footer's "Version …" in every screenshot (lib/env.ts buildVersion: 8 hex characters). */
const FIXED_VERSION = '00000000'
const WIDTHS = /** @type {const} */ ([375, 1280])
/** The viewport's height at each width (740 at 375 px: the consent banner's check). @param {number} width */
const heightAt = (width) => (width === 375 ? 740 : 800)

/** The committed set (--docs): the home page, pricing, the solution template and a post. */
const KEY_PAGES = ['/', '/pricing', '/solutions/takedowns', '/blog/understanding-phishing']

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, docs: { type: 'boolean' }, 'no-build': { type: 'boolean' } },
})

/**
 * The build's environment: its own folder, a fixed version (VERCEL_GIT_COMMIT_SHA would win over it), and
 * the public URLs and Sentry DSN at their defaults (an empty value is unset to lib/env.ts, and a variable
 * set here, even empty, is one Next's .env loading leaves alone).
 */
const buildEnv = {
  ...quietEnv,
  PLAINGUARD_DIST_DIR: DIST_DIR,
  NEXT_PUBLIC_COMMIT_SHA: FIXED_VERSION,
  VERCEL_GIT_COMMIT_SHA: '',
  NEXT_PUBLIC_SITE_URL: '',
  NEXT_PUBLIC_API_URL: '',
  NEXT_PUBLIC_STATUSPAGE_URL: '',
  NEXT_PUBLIC_DASHBOARD_URL: '',
  NEXT_PUBLIC_SENTRY_DSN: '',
}

const incident = { name: 'Delayed takedown notifications', status: 'investigating', shortlink: 'https://stspg.io/example' }
/** What the stand-in API answers, and how the home page's counters show it (lib/metrics.ts formatMetric). */
const metrics = {
  threats: { value: 1_284_312, shown: '1M+' },
  scraped: { value: 48_210_775, shown: '48M+' },
  scanned: { value: 9_876_543, shown: '9M+' },
}

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
      if (metric) return route.fulfill({ json: metric[1].value })
      return route.abort('blockedbyclient')
    },
  )
}

/** `/` → home, `/blog/x` → blog-x. @param {string} path */
const fileName = (path) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'))

/**
 * Waits until the page shows what it will keep showing: fonts loaded, every image loaded and decoded, and
 * the home page's counters showing the stand-in figures (they start at their fallbacks and are fetched
 * 500 ms after they scroll into view, which a full-page screenshot alone never does).
 * @param {import('@playwright/test').Page} page
 */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready)
  const counters = page.locator('dl').filter({ has: page.getByText('Threats Mitigated', { exact: true }) })
  if (await counters.count()) {
    await counters.scrollIntoViewIfNeeded()
    for (const { shown } of Object.values(metrics)) await counters.getByText(shown, { exact: true }).waitFor()
  }
  // Lazy images load as a visitor scrolls to them: load them all, as a visitor who scrolled would see them.
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager'
  })
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.getClientRects().length === 0))
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))))
}

/**
 * @param {import('@playwright/test').Page} page
 * @param {string} file relative to the repository
 * @param {boolean} [fullPage]
 */
async function save(page, file, fullPage = true) {
  if (fullPage) {
    await settle(page)
    // A full page is taken from the top: scrolled, the fixed navbar would be drawn part-way down it.
    await page.evaluate(() => window.scrollTo(0, 0))
  } else {
    await page.evaluate(() => document.fonts.ready)
  }
  const png = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' })
  // A 256-colour palette: about a third of the size, so the committed set stays small (flat UI colours survive it).
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(`${repoRoot}/${file}`)
  process.stderr.write(`${file}\n`)
}

/**
 * A context at one width with the stand-ins, no motion, and no decision on cookies yet (a first visit).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {number} width
 * @param {unknown[]} [incidents]
 */
async function newContext(browser, base, width, incidents) {
  const context = await browser.newContext({ viewport: { width, height: heightAt(width) }, reducedMotion: 'reduce' })
  await standIns(context, new URL(base).origin, incidents)
  await fontWithoutRace(context, new URL(base).origin)
  return context
}

/**
 * Serves the site's pages with its font as `font-display: block` instead of `optional` (app/fonts.ts).
 * With `optional`, a page whose font has not arrived within the browser's ~100 ms block period is laid
 * out in the fallback for good, and on a busy machine that happens to a page now and then: its text
 * wraps differently, and the screenshot changes (even its height: Chromium measures the page in the
 * fallback, then draws it in the font). With `block`, every page is laid out in the font, as a visitor
 * sees every page after the first; document.fonts.ready then waits for it.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 */
async function fontWithoutRace(context, origin) {
  await context.route(
    (url) => url.origin === origin,
    async (route) => {
      if (!['document', 'stylesheet'].includes(route.request().resourceType())) return route.fallback()
      const response = await route.fetch({ maxRedirects: 0 })
      const body = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block')
      // The text is decoded: the length and encoding Next sent are no longer its.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
      )
      return route.fulfill({ status: response.status(), headers, body })
    },
  )
}

/**
 * A context whose consent banner has been answered (Decline), as a returning visitor sees pages.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {number} width
 * @param {unknown[]} [incidents]
 */
async function decidedContext(browser, base, width, incidents) {
  const context = await newContext(browser, base, width, incidents)
  const page = await context.newPage()
  await open(page, base)
  await page.getByRole('button', { name: 'Decline' }).click()
  await page.close()
  return context
}

/**
 * Opens a page and waits until the network is quiet: what loads after hydration (the consent banner,
 * the metrics) is on screen before the shot.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
async function open(page, url) {
  await page.goto(url, { waitUntil: 'networkidle' })
}

/**
 * @typedef {object} Scene
 * @property {import('@playwright/test').Browser} browser
 * @property {import('@playwright/test').Page} page a returning visitor's page (cookies declined, no incident)
 * @property {string} base the site's address
 * @property {number} width
 * @property {string} file where the shot goes, relative to the repository
 */

/**
 * The states a URL alone does not show (not in the committed set).
 * @type {{ name: string, label: string, widths: readonly number[], shoot: (scene: Scene) => Promise<void> }[]}
 */
const states = [
  {
    name: 'not-found',
    label: 'The 404 (/no-such-page)',
    widths: WIDTHS,
    shoot: async ({ page, base, file }) => {
      await open(page, `${base}/no-such-page`)
      await save(page, file)
    },
  },
  {
    name: 'first-visit',
    label: 'First visit: the consent banner (window only)',
    widths: WIDTHS,
    shoot: async ({ browser, base, width, file }) => {
      const context = await newContext(browser, base, width)
      try {
        const page = await context.newPage()
        await open(page, base)
        await page.getByRole('button', { name: 'Accept' }).waitFor()
        await save(page, file, false)
      } finally {
        await context.close()
      }
    },
  },
  {
    name: 'mobile-menu-open',
    label: 'The mobile menu, open (window only)',
    widths: [375],
    shoot: async ({ page, base, file }) => {
      await open(page, base)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor()
      await save(page, file, false)
    },
  },
  {
    name: 'solutions-menu-open',
    label: 'The Solutions menu, open (window only)',
    widths: [1280],
    shoot: async ({ page, base, file }) => {
      await open(page, base)
      await page.getByRole('button', { name: 'Solutions', exact: true }).click()
      await page.locator('#solutions-menu').waitFor()
      await save(page, file, false)
    },
  },
  {
    name: 'incident-banner',
    label: 'An incident on the status page (window only)',
    widths: WIDTHS,
    shoot: async ({ browser, base, width, file }) => {
      const context = await decidedContext(browser, base, width, [incident])
      try {
        const page = await context.newPage()
        await open(page, base)
        await page.getByText('Incident Reported:').waitFor()
        await save(page, file, false)
      } finally {
        await context.close()
      }
    },
  },
  {
    name: 'pricing-add-ons',
    label: 'Pricing: Business with add-ons',
    widths: WIDTHS,
    shoot: async ({ page, base, file }) => {
      await open(page, `${base}/pricing`)
      await page.getByRole('radio', { name: /Business/ }).check()
      const pickers = page.getByRole('combobox')
      await pickers.nth(0).selectOption('5')
      await pickers.nth(1).selectOption('10')
      await save(page, file)
    },
  },
]

/**
 * `npm run build` into DIST_DIR. Next adds that folder's type globs to tsconfig.json and points
 * next-env.d.ts at it; both are put back as they were, so a run leaves no tracked file changed.
 */
function buildForScreenshots() {
  const tsconfigFile = `${repoRoot}/tsconfig.json`
  const nextEnvFile = `${repoRoot}/next-env.d.ts`
  const tsconfig = readFileSync(tsconfigFile, 'utf8')
  const nextEnv = existsSync(nextEnvFile) ? readFileSync(nextEnvFile, 'utf8') : undefined
  try {
    buildSite(buildEnv)
  } finally {
    restoreTsconfig(tsconfigFile, tsconfig)
    if (nextEnv !== undefined && readFileSync(nextEnvFile, 'utf8').includes(DIST_DIR)) writeFileSync(nextEnvFile, nextEnv)
  }
}

/**
 * Puts tsconfig.json back when the build's only change to it is DIST_DIR's type globs (any other
 * change, someone else's, is left alone with a warning).
 * @param {string} file
 * @param {string} before
 */
function restoreTsconfig(file, before) {
  const after = readFileSync(file, 'utf8')
  if (after === before) return
  try {
    /** @type {{ include?: unknown[] }} */
    const parsed = JSON.parse(after)
    const include = parsed.include?.filter((entry) => !(typeof entry === 'string' && entry.startsWith(`${DIST_DIR}/`)))
    if (isDeepStrictEqual({ ...parsed, include }, JSON.parse(before))) return writeFileSync(file, before)
  } catch {
    // Not plain JSON: fall through to the warning.
  }
  console.warn(`warning: tsconfig.json changed during the build; check it (${DIST_DIR}'s type globs may need removing)`)
}

/** Starts `next start` on DIST_DIR, after building it unless --no-build. */
async function startScreenshotSite() {
  if (options['no-build']) {
    if (!existsSync(`${repoRoot}/${DIST_DIR}/BUILD_ID`))
      throw new Error(`--no-build: there is no build in ${DIST_DIR}; run without it`)
  } else {
    buildForScreenshots()
  }
  const home = readFileSync(`${repoRoot}/${DIST_DIR}/server/app/visitor.html`, 'utf8')
  if (!new RegExp(`Version (<!-- -->)?${FIXED_VERSION}<`).test(home))
    throw new Error(
      `${DIST_DIR} was not built by this script (its footer's version is not ${FIXED_VERSION}); run without --no-build`,
    )
  return startNext(await freePort(3400), '.', buildEnv)
}

/**
 * Every page, as the build lists them: the screenshots' build, else (with --url) whichever build is here.
 * @param {boolean} served whether DIST_DIR is the site being photographed
 */
function builtPages(served) {
  const distDir = served ? DIST_DIR : [DIST_DIR, '.next'].find((dir) => existsSync(`${repoRoot}/${dir}/prerender-manifest.json`))
  if (!distDir) throw new Error(`--all with --url lists the pages from a build, and there is none (${DIST_DIR} or .next)`)
  return builtRoutes(distDir)
}

async function main() {
  const dir = options.docs ? OUT_DIR : ALL_DIR
  const notKey = positionals.filter((path) => !KEY_PAGES.includes(path))
  if (options.docs && notKey.length)
    throw new Error(`not in the committed set: ${notKey.join(', ')} (leave out --docs to write them to ${ALL_DIR}/)`)
  // The committed set comes from the reproducible build only: a running site has its own version and data.
  if (options.docs && options.url) throw new Error('--docs photographs its own build, not --url')
  /** A whole set (no pages named): its pages, its states and its index. */
  const whole = !positionals.length

  const server = options.url ? undefined : await startScreenshotSite()
  const base = options.url ?? server?.url
  if (!base) throw new Error('no site to photograph')
  try {
    if (server) {
      const missing = KEY_PAGES.filter((path) => !builtPages(true).includes(path))
      if (missing.length) throw new Error(`key pages not in the build: ${missing.join(', ')} (update KEY_PAGES)`)
    }
    const paths = !whole ? positionals : options.docs ? KEY_PAGES : builtPages(Boolean(server))
    const shots = whole && !options.docs ? states : []
    for (const width of WIDTHS) mkdirSync(`${repoRoot}/${dir}/${width}`, { recursive: true })

    /** @type {Set<string>} */
    const written = new Set()
    // Without partial raster: Chromium otherwise repaints only the part of a tile that changed, and the
    // anti-aliased edges along its border (an input's rounded corners) then depend on what was painted
    // before, so the same page could come out a few pixels different.
    const browser = await chromium.launch({ ...chromiumLaunchOptions, args: ['--disable-partial-raster'] })
    try {
      for (const width of WIDTHS) {
        const context = await decidedContext(browser, base, width)
        const page = await context.newPage()
        for (const path of paths) {
          const file = `${dir}/${width}/${fileName(path)}.png`
          await open(page, new URL(path, base).href)
          await save(page, file)
          written.add(file)
        }
        for (const state of shots.filter((shot) => shot.widths.includes(width))) {
          const file = `${dir}/${width}/${state.name}.png`
          await state.shoot({ browser, page, base, width, file })
          written.add(file)
        }
        await context.close()
      }
    } finally {
      await browser.close()
    }
    if (!whole) return
    // Once the whole set is written, a page or state no longer in it leaves no file behind.
    for (const width of WIDTHS)
      for (const name of readdirSync(`${repoRoot}/${dir}/${width}`))
        if (!written.has(`${dir}/${width}/${name}`)) rmSync(`${repoRoot}/${dir}/${width}/${name}`, { recursive: true })
    writeIndex(dir, paths, shots)
  } finally {
    server?.stop()
  }
}

/**
 * The index of a set, README.md in its folder: every file, linked, so README can point at one page.
 * @param {string} dir
 * @param {string[]} paths
 * @param {typeof states} shots
 */
function writeIndex(dir, paths, shots) {
  /** @param {string} label @param {string} file */
  const row = (label, file) =>
    `| ${label} | ${WIDTHS.map((width) => (existsSync(`${repoRoot}/${dir}/${width}/${file}`) ? `[${width} px](${width}/${file})` : '—')).join(' | ')} |`
  const all = dir === ALL_DIR
  const lines = [
    all ? '# Screenshots: every page' : '# Screenshots',
    '',
    `Written by \`npm run screenshots${all ? '' : ' -- --docs'}\` (scripts/screenshots.mjs) from a build of their own, with the footer's version fixed at ${FIXED_VERSION}, so a page that has not changed gives a byte-identical file (in the same Chromium). Full pages unless marked, 256-colour PNG. Metrics and the status page are stand-ins.`,
    '',
    all
      ? 'This folder is git-ignored; the committed set is the key pages in [docs/screenshots/](../README.md).'
      : `The key pages only, refreshed when the design changes; \`npm run screenshots\` writes every page and every state to \`all/\`, which git ignores. Earlier screenshots are in git history (\`git log -- ${OUT_DIR}\`).`,
    '',
    '| Page | 375 px | 1280 px |',
    '|---|---|---|',
    ...paths.map((path) => row(path, `${fileName(path)}.png`)),
    '',
    ...(shots.length
      ? [
          '## States',
          '',
          '| State | 375 px | 1280 px |',
          '|---|---|---|',
          ...shots.map((state) => row(state.label, `${state.name}.png`)),
          '',
        ]
      : []),
  ]
  writeFileSync(`${repoRoot}/${dir}/README.md`, lines.join('\n'))
}

await main()
