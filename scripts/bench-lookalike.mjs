// npm run bench:lookalike -- --url http://localhost:3000: the lookalike checker's engine time on a
// 20-character name with the CPU slowed 4×, median of 5 runs, against a running site (builds nothing).
// Exits 1 over the 100 ms budget.
import { parseArgs } from 'node:util'
import { checkMachineLoad } from './lib/servers.mjs'
import { launchChromium } from './lib/page-weight.mjs'
import { LOOKALIKE_BUDGET_MS, measureLookalikeEngine } from './lib/lookalike-timing.mjs'

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
  if (timing.median > LOOKALIKE_BUDGET_MS) process.exitCode = 1
} finally {
  await browser.close()
}
