import { test as base, expect, type Page } from '@playwright/test'

/**
 * The suite never touches the internet: every request to a host other than the site is aborted
 * unless a test mocks it with page.route (page routes take precedence over context routes).
 * Tests act as any QA suite does: navigate, then act, with web-first assertions.
 */
export const test = base.extend({
  context: async ({ context, baseURL }, run) => {
    const siteOrigin = new URL(baseURL!).origin
    await context.route(
      (url) => url.origin !== siteOrigin,
      (route) => route.abort('blockedbyclient'),
    )
    await run(context)
  },
})

export { expect }

/**
 * For checks that something does NOT happen: whatever the page would do within `ms` has been done, and
 * seen. The page's fake clock (`page.clock.install()` before the first load) fires every timer and idle
 * callback of the next `ms` at once; then we wait until no request has started for 300 ms, so any load
 * those callbacks began has shown up.
 */
export async function settle(page: Page, ms = 2_500) {
  await page.clock.runFor(ms)
  let lastRequest = Date.now()
  const onRequest = () => (lastRequest = Date.now())
  page.on('request', onRequest)
  await expect.poll(() => Date.now() - lastRequest, { intervals: [100] }).toBeGreaterThanOrEqual(300)
  page.off('request', onRequest)
}
