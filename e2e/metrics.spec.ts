import { expect, type Page, test } from '@playwright/test'
import { definitionOf, installClock, settle } from '@/e2e/fixtures'

const api = 'https://api.plainguard.co.uk'
const metricPaths = { threats: '/v1/metrics/threats', scraped: '/v1/metrics/scraped', scanned: '/v1/metrics/scanned' }

const metricsRegion = (page: Page) => page.getByRole('region', { name: 'Proven by metrics' })
const counter = (page: Page, label: string) => definitionOf(metricsRegion(page), label)

function metricErrors(page: Page) {
  const errors: string[] = []
  page.on(
    'console',
    (message) => message.type() === 'error' && message.text().startsWith('Error fetching metric') && errors.push(message.text()),
  )
  return errors
}

async function expectFallbacksAfterErrors(page: Page, errors: string[]) {
  await metricsRegion(page).scrollIntoViewIfNeeded()
  await expect.poll(() => errors.length).toBe(3)
  await expect(counter(page, 'Threats mitigated')).toHaveText('234K+')
  await expect(counter(page, 'Websites scanned')).toHaveText('856K+')
  await expect(counter(page, 'Content moderated')).toHaveText('44M+')
}

async function acceptCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click()
}

test.describe('metrics', () => {
  async function mockMetrics(page: Page, bodies: Record<keyof typeof metricPaths, string | number>) {
    const calls = { threats: 0, scraped: 0, scanned: 0 }
    for (const [name, path] of Object.entries(metricPaths) as [keyof typeof metricPaths, string][]) {
      await page.route(`${api}${path}`, async (route) => {
        calls[name] += 1
        const body = bodies[name]
        await (typeof body === 'number'
          ? route.fulfill({ status: body, body: '' })
          : route.fulfill({ contentType: 'application/json', body }))
      })
    }
    return calls
  }

  const total = (calls: Record<string, number>) => Object.values(calls).reduce((sum, count) => sum + count, 0)

  test('show their fallbacks when the API is unreachable, and log why', async ({ page }) => {
    const errors = metricErrors(page)
    await page.goto('/')
    await expectFallbacksAfterErrors(page, errors)
    await expect(counter(page, 'Years of experience')).toHaveText('10+')
  })

  test('refresh 500 ms after the block is scrolled into view, not before', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 })
    const calls = await mockMetrics(page, { threats: '1234567', scraped: '999999', scanned: '999.9' })
    await installClock(page)
    await page.goto('/')
    await expect(counter(page, 'Threats mitigated')).toHaveText('234K+')
    await settle(page, 1_000)
    expect(total(calls)).toBe(0)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await page.clock.runFor(600)
    await expect(counter(page, 'Threats mitigated')).toHaveText('1M+')
    await expect(counter(page, 'Websites scanned')).toHaveText('999K+')
    await expect(counter(page, 'Content moderated')).toHaveText('999')
    expect(calls).toEqual({ threats: 1, scraped: 1, scanned: 1 })
  })

  test('a malformed answer or an error status keeps the fallback', async ({ page }) => {
    const errors = metricErrors(page)
    await mockMetrics(page, { threats: '{"value":5}', scraped: '-3', scanned: 500 })
    await page.goto('/')
    await expectFallbacksAfterErrors(page, errors)
  })

  test(
    'with cookies accepted: cached for 5 minutes across reloads, then fetched again',
    { tag: '@local-only' },
    async ({ page }) => {
      // The real clock: with the fake one the refresh after Accept may never start under CPU load.
      const calls = await mockMetrics(page, { threats: '300000', scraped: '900000', scanned: '45000000' })
      const allShown = async () => {
        await expect(counter(page, 'Threats mitigated')).toHaveText('300K+')
        await expect(counter(page, 'Websites scanned')).toHaveText('900K+')
        await expect(counter(page, 'Content moderated')).toHaveText('45M+')
      }
      await page.goto('/')
      await acceptCookies(page)
      await metricsRegion(page).scrollIntoViewIfNeeded()
      await allShown()
      expect(total(calls)).toBe(3)
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('plainguard-metric-threats') ?? 'null'))
      expect(stored).toEqual({ timestamp: expect.any(Number), value: 300_000 })

      await page.reload()
      await metricsRegion(page).scrollIntoViewIfNeeded()
      await allShown()
      expect(total(calls)).toBe(3)

      // Age every entry past the 5-minute lifetime.
      await page.evaluate(() => {
        for (const name of ['threats', 'scraped', 'scanned']) {
          const key = `plainguard-metric-${name}`
          const entry = JSON.parse(localStorage.getItem(key)!)
          localStorage.setItem(key, JSON.stringify({ ...entry, timestamp: entry.timestamp - 5 * 60 * 1000 }))
        }
      })
      await page.reload()
      await metricsRegion(page).scrollIntoViewIfNeeded()
      await expect.poll(() => total(calls)).toBe(6)
    },
  )

  test('without consent nothing is stored, so each load asks the server', async ({ page }) => {
    const calls = await mockMetrics(page, { threats: '300000', scraped: '900000', scanned: '45000000' })
    await page.goto('/')
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect(counter(page, 'Threats mitigated')).toHaveText('300K+')
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.reload()
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect.poll(() => total(calls)).toBe(6)
  })

  test('still work when local storage throws', { tag: '@local-only' }, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError')
        },
      })
    })
    await mockMetrics(page, { threats: '5000', scraped: '6000', scanned: '7000' })
    await page.goto('/')
    await acceptCookies(page)
    await metricsRegion(page).scrollIntoViewIfNeeded()
    await expect(counter(page, 'Threats mitigated')).toHaveText('5K+')
  })
})
