import { expect, type Locator, type Page } from '@playwright/test'

export const phone = { width: 375, height: 740 }
export const desktop = { width: 1280, height: 800 }

/**
 * Forgives clearing an unknown id, as browsers do: Sentry's replay clears its iframe's timers with the page's
 * clearTimeout, on which Playwright's fake clock would throw, and Sentry would report the throw.
 */
export async function installClock(page: Page, options?: Parameters<Page['clock']['install']>[0]) {
  await page.clock.install(options)
  await page.addInitScript(() => {
    const clock = window as unknown as Record<string, (id?: number) => void>
    for (const name of ['clearTimeout', 'clearInterval', 'cancelIdleCallback', 'cancelAnimationFrame']) {
      const clear = clock[name]!
      clock[name] = (id?: number) => {
        try {
          clear(id)
        } catch {}
      }
    }
  })
}

/** For checks that something does NOT happen: the fake clock runs `ms` ahead, then no request starts for 300 ms. */
export async function settle(page: Page, ms = 2_500) {
  await page.clock.runFor(ms)
  let lastRequest = Date.now()
  const onRequest = () => (lastRequest = Date.now())
  page.on('request', onRequest)
  await expect.poll(() => Date.now() - lastRequest, { intervals: [100] }).toBeGreaterThanOrEqual(300)
  page.off('request', onRequest)
}

export const hero = (page: Page) => page.getByRole('main').locator('section').first()

export const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))

/** The element right after the term, as HTML pairs them. */
export const definitionOf = (list: Locator, term: string | RegExp) =>
  list.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::*[1]').and(list.getByRole('definition'))
