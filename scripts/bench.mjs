// npm run bench: what visitors get from the production site, beside a bare Next page built from
// bench/floor (the framework floor) in the same run, checked against budgets. Real Chromium under
// Lighthouse's mobile conditions applied first; page weight and CLS; Lighthouse's simulated score second.
//   npm run bench                        build the site and the floor, measure, check the budgets
//   npm run bench -- --no-build          measure the existing builds
//   npm run bench -- --before <git ref>  also build that commit and measure it beside (the "before" table)
//   npm run bench -- --no-lighthouse     real Chromium, page weight and CLS only
//   npm run bench -- --applied           also Lighthouse with throttling applied (printed, no budget)
//   npm run bench -- --url http://localhost:3000 / /pricing   page weight of a running site, no budgets
// Prints its tables and writes them to bench/results.md (git-ignored). Exits 1 when a budget is broken.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { categories, lighthouseMedians } from './lib/lighthouse.mjs'
import { launchChromium, measurePage } from './lib/page-weight.mjs'
import { visitorTimings } from './lib/real-chromium.mjs'
import { LOOKALIKE_BUDGET_MS, measureLookalikeEngine } from './lib/lookalike-timing.mjs'
import { buildNext, buildSite, builtRoutes, checkMachineLoad, freePort, quietEnv, repoRoot, startNext } from './lib/servers.mjs'
import { startStandInServices } from './lib/stand-in-services.mjs'
import { kB, markdownTable } from './lib/table.mjs'

const FLOOR_DIR = 'bench/floor'
const FLOOR_LABEL = 'floor (bare Next)'
/** First-load JavaScript allowed above the floor's, in kB (1024 bytes): the home page and pricing by name, */
const JS_BUDGET_KB = /** @type {Record<string, number>} */ ({ '/': 12, '/pricing': 14 })
/** the pages with a form (the lookalike checker's included), the sign-up hand-offs and the cookie policy's settings (an island on top of the shell), */
const FORM_PAGE = /^\/(contact|report|book-demo|newsletter\/unsubscribe|signup\/.+|policies\/cookie|tools\/lookalike-domains)$/
const JS_BUDGET_FORM_KB = 10
/** and every content page. */
const JS_BUDGET_CONTENT_KB = 6
/** All JavaScript the home page fetches in its first 3 s without interaction (first-load and after), in kB: no more than before issue 31. */
const HOME_ALL_JS_BUDGET_KB = 164
/** The pages measured in real Chromium and by Lighthouse: home, pricing, a solution page, a post. */
const KEY_PAGES = ['/', '/pricing', '/solutions/takedowns', '/blog/understanding-phishing']
const RUNS = 5
/** Cold loads of each page in real Chromium: more than Lighthouse's, as a load is quicker and the budgets are tighter than the spread of five. */
const VISIT_RUNS = 9
/** Real Chromium: LCP at most the floor's plus this, in ms. */
const LCP_OVER_FLOOR_MS = 350
/** Real Chromium: the menu answers a tap at most this long after the `load` event, in ms. */
const MENU_AFTER_LOAD_MS = 100
/** Real Chromium: the home page hydrated within this, in ms. */
const HOME_HYDRATED_MS = 2000
/** CLS allowed on every page, at every width and in the throttled load. */
const CLS_BUDGET = 0.01
/** Total Blocking Time allowed on each key page (median of the simulated runs), in ms. */
const TBT_BUDGET_MS = 150
/** Lighthouse performance (simulated, as PageSpeed shows it) on each key page; 97 is the aim. */
const PERFORMANCE_BUDGET = 95
/** The bench's build of the site, beside .next: it points at the stand-in API, so it never replaces the real build. */
const DIST_DIR = '.next-bench'
const distEnv = { ...quietEnv, PLAINGUARD_DIST_DIR: DIST_DIR }
// Fixed, because the build inlines the stand-in's URL and --no-build reuses that build.
const STAND_IN_PORT = Number(process.env.BENCH_STAND_IN_PORT ?? 3302)

const RESULTS_FILE = 'bench/results.md'
/** @type {string[]} */
const report = []
/** Prints a part of the report and keeps it for RESULTS_FILE. @param {string} text */
function print(text) {
  console.log(text)
  report.push(text)
}
/** @param {number} code */
function finish(code) {
  writeFileSync(join(repoRoot, RESULTS_FILE), `${report.join('\n')}\n`)
  console.log(`\nWritten to ${RESULTS_FILE}`)
  process.exit(code)
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    'no-build': { type: 'boolean' },
    'no-lighthouse': { type: 'boolean' },
    applied: { type: 'boolean' },
    before: { type: 'string' },
  },
})

/** @typedef {import('./lib/page-weight.mjs').PageWeight} PageWeight */
/** @typedef {import('./lib/real-chromium.mjs').VisitorTimings} VisitorTimings */

/** @param {string} path */
const jsBudget = (path) => JS_BUDGET_KB[path] ?? (FORM_PAGE.test(path) ? JS_BUDGET_FORM_KB : JS_BUDGET_CONTENT_KB)

/** @param {string} text */
function builtChunksMention(text) {
  const dir = `${repoRoot}/${DIST_DIR}/static/chunks`
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
    (file) => file.endsWith('.js') && readFileSync(`${dir}/${file}`, 'utf8').includes(text),
  )
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {string[]} paths
 */
async function measureAll(browser, base, paths) {
  /** @type {Map<string, PageWeight>} */
  const weights = new Map()
  for (const path of paths) {
    process.stderr.write(`page weight ${base}${path}\n`)
    weights.set(path, await measurePage(browser, new URL(path, base).href))
  }
  return weights
}

/**
 * @param {[string, PageWeight][]} rows
 * @param {PageWeight} [floor]
 */
function weightTable(rows, floor) {
  const headers = ['page', 'first-load JS kB', 'scripts', 'deferred JS kB', 'HTML kB (raw)', 'CSS kB', 'CLS 1280 / 375']
  if (floor) headers.splice(2, 0, 'over floor (budget)')
  return markdownTable(
    headers,
    rows.map(([path, weight]) => {
      const row = [
        path,
        kB(weight.jsBytes),
        String(weight.scripts),
        `${kB(weight.deferredBytes)} (${weight.deferredScripts})`,
        `${kB(weight.htmlBytes)} (${kB(weight.htmlRawBytes)})`,
        kB(weight.cssBytes),
        weight.cls.map((value) => value.toFixed(3)).join(' / '),
      ]
      if (floor) row.splice(2, 0, path === FLOOR_LABEL ? '' : `${kB(weight.jsBytes - floor.jsBytes)} (${jsBudget(path)})`)
      return row
    }),
  )
}

if (options.url) {
  const browser = await launchChromium()
  const weights = await measureAll(browser, options.url, positionals.length ? positionals : ['/'])
  await browser.close()
  print(`\nPage weight of ${options.url} (compressed as served; kB = 1024 bytes)\n`)
  print(weightTable([...weights]))
  finish(0)
}

const load = checkMachineLoad()
const standIn = await startStandInServices(STAND_IN_PORT)
if (options['no-build']) {
  if (!builtChunksMention(standIn.env.NEXT_PUBLIC_API_URL))
    console.warn(
      `warning: ${DIST_DIR} was not built by npm run bench: its pages call the real API and status page (blocked here)`,
    )
} else {
  buildSite({ ...distEnv, ...standIn.env })
  buildNext(FLOOR_DIR)
}

/**
 * The site as it was at `ref`, built in a temporary worktree (with this checkout's node_modules)
 * with the same stand-in services, and served: the "before" of the real-Chromium table.
 * @param {string} ref
 */
async function startBefore(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'plainguard-before-'))
  const git = (/** @type {string[]} */ ...args) => {
    const result = spawnSync('git', args, { cwd: repoRoot, stdio: 'inherit' })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed`)
  }
  git('worktree', 'add', '--detach', dir, ref)
  const remove = () => {
    git('worktree', 'remove', '--force', dir)
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true })
  }
  // Hard links, not a symlink: Turbopack resolves nothing outside the project's own folder.
  const copied = spawnSync('cp', ['-al', join(repoRoot, 'node_modules'), join(dir, 'node_modules')], { stdio: 'inherit' })
  const built =
    copied.status === 0 &&
    spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit', env: { ...quietEnv, ...standIn.env } })
  if (!built || built.status !== 0) {
    remove()
    throw new Error(`the build of ${ref} failed`)
  }
  const server = await startNext(await freePort(3303), dir)
  return {
    url: server.url,
    stop() {
      server.stop()
      remove()
    },
  }
}

const paths = builtRoutes(DIST_DIR)
const missing = KEY_PAGES.filter((path) => !paths.includes(path))
if (missing.length) throw new Error(`Key pages not in the build: ${missing.join(', ')}`)

const site = await startNext(await freePort(3300), '.', distEnv)
const floorServer = await startNext(await freePort(3301), FLOOR_DIR)
const before = options.before ? await startBefore(options.before) : undefined

// Real Chromium, mobile conditions applied: the floor and the key pages of this build (and of `--before`), interleaved.
const visitUrls = [floorServer.url, ...KEY_PAGES.map((path) => new URL(path, site.url).href)]
if (before) visitUrls.push(...KEY_PAGES.map((path) => new URL(path, before.url).href))
const visited = await visitorTimings(visitUrls, VISIT_RUNS)
/** @param {string} base */
const visitorRows = (base) =>
  KEY_PAGES.map((path) => /** @type {const} */ ([path, /** @type {VisitorTimings} */ (visited.get(new URL(path, base).href))]))
const floorVisit = /** @type {VisitorTimings} */ (visited.get(floorServer.url))
const visits = visitorRows(site.url)
const beforeVisits = before ? visitorRows(before.url) : undefined

const browser = await launchChromium()
const floor = (await measureAll(browser, floorServer.url, ['/'])).get('/')
const weights = await measureAll(browser, site.url, paths)
const beforeWeights = before ? await measureAll(browser, before.url, KEY_PAGES) : undefined
process.stderr.write(`lookalike engine ×5 ${site.url}\n`)
const lookalike = await measureLookalikeEngine(browser, site.url)
before?.stop()
const chromiumVersion = browser.version()
await browser.close()
if (!floor) throw new Error('The floor was not measured')

/** @type {string[]} */
const broken = []
for (const [path, weight] of weights) {
  const over = weight.jsBytes - floor.jsBytes
  if (over > jsBudget(path) * 1024)
    broken.push(`first-load JS of ${path} is ${kB(over)} kB over the floor (budget ${jsBudget(path)} kB)`)
  if (weight.cls.some((value) => value > CLS_BUDGET))
    broken.push(
      `CLS of ${path} is ${weight.cls.map((value) => value.toFixed(3)).join(' / ')} at 1280 / 375 px (budget ${CLS_BUDGET})`,
    )
}
const home = weights.get('/')
if (home && home.jsBytes + home.deferredBytes > HOME_ALL_JS_BUDGET_KB * 1024)
  broken.push(
    `all JavaScript of / in its first 3 s is ${kB(home.jsBytes + home.deferredBytes)} kB (budget ${HOME_ALL_JS_BUDGET_KB})`,
  )
for (const [path, visit] of visits) {
  if (visit.lcp > floorVisit.lcp + LCP_OVER_FLOOR_MS)
    broken.push(
      `real-Chromium LCP of ${path} is ${Math.round(visit.lcp)} ms, floor ${Math.round(floorVisit.lcp)} (budget floor + ${LCP_OVER_FLOOR_MS})`,
    )
  if (visit.menu === null || visit.menu > visit.load + MENU_AFTER_LOAD_MS)
    broken.push(
      `the menu of ${path} first answers at ${visit.menu === null ? 'never' : `${Math.round(visit.menu)} ms`}, load at ${Math.round(visit.load)} ms (budget load + ${MENU_AFTER_LOAD_MS})`,
    )
  if (visit.cls > CLS_BUDGET) broken.push(`throttled CLS of ${path} is ${visit.cls.toFixed(3)} (budget ${CLS_BUDGET})`)
}
if (lookalike.median > LOOKALIKE_BUDGET_MS)
  broken.push(
    `the lookalike engine takes ${lookalike.median.toFixed(1)} ms for ${lookalike.domain} at ${lookalike.slowdown}× CPU (budget ${LOOKALIKE_BUDGET_MS})`,
  )
const homeVisit = visits.find(([path]) => path === '/')?.[1]
if (!homeVisit?.hydrated || homeVisit.hydrated > HOME_HYDRATED_MS)
  broken.push(
    `/ hydrates at ${homeVisit?.hydrated ? `${Math.round(homeVisit.hydrated)} ms` : 'never'} (budget ${HOME_HYDRATED_MS})`,
  )

/** @param {(readonly [string, VisitorTimings])[]} rows */
const visitorMarkdown = (rows) =>
  markdownTable(
    ['page', 'FCP ms', 'LCP ms', 'load ms', 'menu answers ms', 'hydrated ms', 'CLS'],
    rows.map(([label, visit]) => [
      label,
      Math.round(visit.fcp),
      Math.round(visit.lcp),
      Math.round(visit.load),
      visit.menu === null ? '—' : Math.round(visit.menu),
      visit.hydrated === null ? '—' : Math.round(visit.hydrated),
      visit.cls.toFixed(3),
    ]),
  )

print(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load average ${load.toFixed(1)} at the start), ` +
    `Node ${process.versions.node}, Chromium ${chromiumVersion}`,
)
print(`\nReal Chromium, 412 px, 150 ms RTT, 1.6 Mbps, 4× CPU applied, median of ${VISIT_RUNS} cold loads, interleaved: now\n`)
print(visitorMarkdown([[FLOOR_LABEL, floorVisit], ...visits]))
if (beforeVisits) {
  print(`\nThe same, before (${options.before})\n`)
  print(visitorMarkdown([[FLOOR_LABEL, floorVisit], ...beforeVisits]))
}
print(
  `\nLookalike engine, ${lookalike.domain}, CPU ${lookalike.slowdown}× slower: median ${lookalike.median.toFixed(1)} ms (runs ${lookalike.runs.map((ms) => ms.toFixed(1)).join(', ')}; budget ${LOOKALIKE_BUDGET_MS})`,
)
print(`\nPage weight (compressed as served, kB = 1024 bytes; CLS over the first 3 s)\n`)
print(weightTable([[FLOOR_LABEL, floor], ...weights], floor))
if (beforeWeights) {
  print(`\nPage weight of the key pages, before (${options.before})\n`)
  print(weightTable([[FLOOR_LABEL, floor], ...beforeWeights], floor))
}

if (!options['no-lighthouse']) {
  const targets = [
    { label: FLOOR_LABEL, url: floorServer.url },
    ...KEY_PAGES.map((path) => ({ label: path, url: new URL(path, site.url).href })),
  ]
  /** @param {import('./lib/lighthouse.mjs').Throttling} throttling */
  const lighthouseAll = async (throttling) => {
    /** @type {[string, Awaited<ReturnType<typeof lighthouseMedians>>][]} */
    const results = []
    for (const { label, url } of targets) {
      process.stderr.write(`lighthouse ×${RUNS} (${throttling}) ${url}\n`)
      results.push([label, await lighthouseMedians(url, RUNS, throttling)])
    }
    return results
  }
  /** @param {Awaited<ReturnType<typeof lighthouseAll>>} results */
  const lighthouseTable = (results) =>
    markdownTable(
      [
        'page',
        'performance (runs)',
        'FCP ms',
        'LCP ms',
        'LCP - FCP ms',
        'TBT ms',
        'LCP element',
        'accessibility',
        'best practices',
        'SEO',
      ],
      results.map(([label, result]) => [
        label,
        `${result.scores.performance} (${result.runs.map((run) => run.scores.performance).join('/')})`,
        Math.round(result.fcp),
        Math.round(result.lcp),
        Math.round(result.lcp - result.fcp),
        Math.round(result.tbt),
        result.lcpElement,
        result.scores.accessibility,
        result.scores['best-practices'],
        result.scores.seo,
      ]),
    )
  /** @param {Awaited<ReturnType<typeof lighthouseAll>>} results */
  const failedAudits = (results) => {
    for (const [label, result] of results) {
      const lost = categories
        .filter((category) => category !== 'performance' && result.failedAudits[category].length)
        .map((category) => `${category}: ${result.failedAudits[category].join(', ')}`)
      if (lost.length) print(`${label}, audits failed in at least one run: ${lost.join('; ')}`)
    }
  }

  const simulated = await lighthouseAll('simulate')
  for (const [label, result] of simulated.slice(1)) {
    if (result.scores.performance < PERFORMANCE_BUDGET)
      broken.push(`Lighthouse performance of ${label} is ${result.scores.performance} (budget ${PERFORMANCE_BUDGET})`)
    if (result.tbt > TBT_BUDGET_MS)
      broken.push(`Total Blocking Time of ${label} is ${Math.round(result.tbt)} ms (budget ${TBT_BUDGET_MS})`)
    for (const category of /** @type {const} */ (['accessibility', 'best-practices', 'seo'])) {
      if (result.scores[category] < 100)
        broken.push(
          `Lighthouse ${category} of ${label} is ${result.scores[category]} (${result.failedAudits[category].join(', ')})`,
        )
    }
  }
  print(
    `\nLighthouse, mobile preset, simulated slow 4G and 4× CPU (Lighthouse's default, as PageSpeed Insights runs it; a second opinion), median of ${RUNS} runs, each figure on its own\n`,
  )
  print(lighthouseTable(simulated))
  failedAudits(simulated)

  if (options.applied) {
    const applied = await lighthouseAll('devtools')
    print(`\nLighthouse, mobile preset, slow 4G and 4× CPU applied (for reference, no budget), median of ${RUNS} runs\n`)
    print(lighthouseTable(applied))
    failedAudits(applied)
  }
}

site.stop()
floorServer.stop()
standIn.stop()
print(broken.length ? `\nBudgets broken:\n${broken.map((line) => `  - ${line}`).join('\n')}` : '\nBudgets: all met')
finish(broken.length ? 1 : 0)
