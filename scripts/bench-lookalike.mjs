// npm run bench:lookalike -- --url http://localhost:3000: the lookalike checker's engine time on a
// 20-character name with the CPU slowed 4×, median of 5 runs, against a running site (builds nothing).
// The engine runs in a worker, which Chromium cannot slow: scripts/lib/lookalike-timing.mjs says how it is read.
// Then the registered-lookalike check of a 10-character .co.uk name, its resolver answering in 20 ms:
// the first registered line within 1 s, the whole check within 5 s (scripts/lib/registered-timing.mjs;
// start the site with LOOKALIKE_DOH_URL=http://127.0.0.1:3197/dns-query). Exits 1 over a budget.
import { parseArgs } from 'node:util'
import { checkMachineLoad } from './lib/servers.mjs'
import { launchChromium } from './lib/page-weight.mjs'
import { LOOKALIKE_BUDGET_MS, measureLookalikeEngine } from './lib/lookalike-timing.mjs'
import * as registered from './lib/registered-timing.mjs'

const { values: options } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000' }, domain: { type: 'string' } },
})

checkMachineLoad()
const browser = await launchChromium()
try {
  const timing = await measureLookalikeEngine(browser, options.url, { domain: options.domain })
  const runs = timing.runs.map((ms) => ms.toFixed(1)).join(', ')
  console.log(
    `lookalike engine, ${timing.domain}, CPU ${timing.slowdown}× slower: median ${timing.median.toFixed(1)} ms (runs: ${runs}; budget ${LOOKALIKE_BUDGET_MS} ms)`,
  )
  console.log(
    `  measured in its worker at full speed: ${timing.measured.map((ms) => ms.toFixed(1)).join(', ')} ms, times ${timing.slowdown} (CDP slows no worker)`,
  )
  if (timing.median > LOOKALIKE_BUDGET_MS) process.exitCode = 1
} finally {
  await browser.close()
}

const check = await registered.measureRegisteredCheck(options.url)
console.log(
  `registered check, ${check.domain}, resolver 20 ms: first registered line ${check.firstMs.toFixed(0)} ms (budget ${registered.REGISTERED_FIRST_LINE_BUDGET_MS}), all ${check.checked} names ${check.totalMs.toFixed(0)} ms (budget ${registered.REGISTERED_TOTAL_BUDGET_MS}), ${check.registered} registered${check.partial ? ', PARTIAL' : ''}`,
)
if (
  !(check.firstMs <= registered.REGISTERED_FIRST_LINE_BUDGET_MS) ||
  check.totalMs > registered.REGISTERED_TOTAL_BUDGET_MS ||
  check.partial
)
  process.exitCode = 1
