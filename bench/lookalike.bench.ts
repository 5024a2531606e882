import { expect, test, type Page } from '@playwright/test'
import { LOOKALIKE_MEASURE } from '#lib/lookalike/generate'
import { ndjsonLines } from '#lib/lookalike/ndjson'
import { startStandInDoh } from '#test/stand-in-doh'
import { bench } from '#test/env'
import { LOOKALIKE_ENGINE_MS, REGISTERED_FIRST_LINE_MS, REGISTERED_TOTAL_MS } from '#bench/budgets'
import { attachTable, loopbackOnly, median } from '#bench/measure'

/** A 20-character name, and the CPU slowdown of the engine's budget. */
const ENGINE_DOMAIN = 'examplebrandprotect.com'
const SLOWDOWN = 4
/** A 10-character .co.uk name, and lookalikes of it registered across the check's order (homoglyphs come last). */
const REGISTERED_DOMAIN = 'plainguard.co.uk'
const registered = ['plainguard.com', 'plaingaurd.co.uk', 'plainguards.co.uk', 'plainguard-login.co.uk', 'p1ainguard.co.uk']

/** The engine's last run in one of the page's workers, from the User Timing entry the worker records around it. */
async function engineTime(page: Page) {
  let duration: number | undefined
  await expect
    .poll(
      async () => {
        for (const worker of page.workers())
          duration ??= await worker.evaluate((name) => performance.getEntriesByName(name).at(-1)?.duration, LOOKALIKE_MEASURE)
        return duration
      },
      { message: `a ${LOOKALIKE_MEASURE} entry in the page's workers`, timeout: 30_000, intervals: [20] },
    )
    .toBeDefined()
  return duration!
}

// CDP cannot throttle a worker: its time at full speed times `rate` is the engine's time on a CPU that much slower.
test('lookalike engine', async ({ context }, testInfo) => {
  await loopbackOnly(context)
  const measured: number[] = []
  for (let run = 0; run < 5; run++) {
    const page = await context.newPage()
    await page.goto('/tools/lookalike-domains')
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    await page.locator('input[name="domain"]').fill(ENGINE_DOMAIN)
    await page.locator('input[name="domain"]').press('Enter')
    measured.push(await engineTime(page))
    await page.close()
  }
  const slowed = measured.map((ms) => ms * SLOWDOWN)
  await attachTable(
    testInfo,
    `Lookalike engine, ${ENGINE_DOMAIN}, CPU ${SLOWDOWN}× slower (measured in its worker at full speed, times ${SLOWDOWN})`,
    ['median ms', 'runs ms', 'budget ms'],
    [[median(slowed).toFixed(1), slowed.map((ms) => ms.toFixed(1)).join(', '), LOOKALIKE_ENGINE_MS]],
  )
  expect.soft(median(slowed), `the engine's median time, ms`).toBeLessThanOrEqual(LOOKALIKE_ENGINE_MS)
})

// GET /api/lookalikes/registered as a visitor's browser asks it; the site's LOOKALIKE_DOH_URL is this resolver.
test('registered lookalikes', async ({ baseURL }, testInfo) => {
  const records = { ns: ['ns1.host.example'], a: ['192.0.2.1'], mx: ['mx.host.example'] }
  const resolver = await startStandInDoh({
    names: Object.fromEntries(registered.map((name) => [name, records])),
    delayMs: 20,
    port: bench.dohPort,
  })
  const started = performance.now()
  let [firstMs, totalMs, last] = [Number.NaN, Number.NaN, {} as Record<string, unknown>]
  try {
    const response = await fetch(`${baseURL}/api/lookalikes/registered?domain=${REGISTERED_DOMAIN}`)
    expect(response.ok, `the API answered ${response.status}`).toBe(true)
    for await (const line of ndjsonLines(response.body!)) {
      last = line as Record<string, unknown>
      if ('domain' in last && Number.isNaN(firstMs)) firstMs = performance.now() - started
    }
    totalMs = performance.now() - started
  } finally {
    await resolver.stop()
  }
  expect(resolver.questions.length, `the site asks the bench's resolver (LOOKALIKE_DOH_URL=${resolver.url})`).toBeGreaterThan(0)
  await attachTable(
    testInfo,
    `Registered-lookalike check, ${REGISTERED_DOMAIN}, resolver answering in 20 ms`,
    ['first registered line ms', 'all names ms', 'checked', 'registered', 'partial'],
    [[Math.round(firstMs), Math.round(totalMs), String(last.checked), String(last.registered), String(Boolean(last.partial))]],
  )
  expect.soft(firstMs, 'the first registered line, ms').toBeLessThanOrEqual(REGISTERED_FIRST_LINE_MS)
  expect.soft(totalMs, 'the whole check, ms').toBeLessThanOrEqual(REGISTERED_TOTAL_MS)
  expect.soft(last.partial, 'a partial answer').toBeFalsy()
})
