import { expect, type Page, test } from '@playwright/test'
import { installClock } from '@/e2e/fixtures'

const statuspage = 'https://plainguard.statuspage.io/api/v2/incidents/unresolved.json'

const incident = (name: string, shortlink: string) => ({
  id: name,
  name,
  status: 'investigating',
  impact: 'major',
  shortlink,
  incident_updates: [],
})

async function mockStatuspage(page: Page, reply: (route: import('@playwright/test').Route) => Promise<void>) {
  const calls = { count: 0 }
  await page.route(statuspage, async (route) => {
    calls.count += 1
    await reply(route)
  })
  return calls
}

function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('one unresolved incident shows the banner and moves the navbar and content down', async ({ page }) => {
  const calls = await mockStatuspage(page, (route) =>
    route.fulfill({ json: { page: { id: 'x' }, incidents: [incident('Delayed takedown alerts', 'https://stspg.io/abc123')] } }),
  )
  await page.goto('/pricing')
  const banner = page.getByRole('status').filter({ hasText: 'Incident Reported:' })
  await expect(banner).toContainText('Incident Reported: Delayed takedown alerts · Status: investigating')
  const more = banner.getByRole('link', { name: /More Info/ })
  await expect(more).toHaveAttribute('href', 'https://stspg.io/abc123')
  await expect(more).toHaveAttribute('target', '_blank')
  await expect(more).toHaveAttribute('rel', 'noopener noreferrer')

  const bannerBox = (await banner.boundingBox())!
  const navBox = (await page.getByRole('banner').boundingBox())!
  expect(bannerBox.y).toBe(0)
  expect(navBox.y).toBeCloseTo(bannerBox.height, 0)
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(headingBox.y).toBeGreaterThanOrEqual(navBox.y + navBox.height)

  // Read once per page load: client-side navigation does not fetch again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(banner).toBeVisible()
  expect(calls.count).toBe(1)
})

test('with two incidents only the first is shown', async ({ page }) => {
  await mockStatuspage(page, (route) =>
    route.fulfill({
      json: { incidents: [incident('First outage', 'https://stspg.io/1'), incident('Second outage', 'https://stspg.io/2')] },
    }),
  )
  await page.goto('/')
  await expect(page.getByText('Incident Reported:')).toHaveCount(1)
  await expect(page.getByRole('status').filter({ hasText: 'Incident Reported:' })).toContainText('First outage')
  await expect(page.getByText('Second outage')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /More Info/ })).toHaveAttribute('href', 'https://stspg.io/1')
})

test('an empty list shows nothing and moves nothing', async ({ page }) => {
  const calls = await mockStatuspage(page, (route) => route.fulfill({ json: { incidents: [] } }))
  const errors = collectErrors(page)
  await page.goto('/')
  await expect.poll(() => calls.count).toBe(1)
  await page.waitForLoadState('networkidle')
  await expect(page.getByText('Incident Reported:')).toHaveCount(0)
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0)
  expect(errors).toEqual([])
})

test.describe('failures are logged and show nothing', () => {
  const failures: [string, (route: import('@playwright/test').Route) => Promise<void>][] = [
    ['network error', (route) => route.abort('internetdisconnected')],
    ['HTTP 500', (route) => route.fulfill({ status: 500, body: 'oops' })],
    ['malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"incidents": [' })],
    ['wrong shape', (route) => route.fulfill({ json: { incidents: [{ name: 'x', shortlink: 'javascript:alert(1)' }] } })],
  ]

  for (const [name, reply] of failures) {
    test(name, async ({ page }) => {
      await mockStatuspage(page, reply)
      const errors = collectErrors(page)
      await page.goto('/')
      await expect.poll(() => errors.some((text) => text.startsWith('Error fetching Statuspage data'))).toBe(true)
      await expect(page.getByText('Incident Reported:')).toHaveCount(0)
      expect((await page.getByRole('banner').boundingBox())!.y).toBe(0)
    })
  }

  test('no answer within 5 seconds', async ({ page }) => {
    // Time stands still until the test moves it: the request starts at the paused instant, however slow the machine.
    const start = Date.now()
    await installClock(page, { time: start })
    await page.clock.pauseAt(start + 1_000)
    const calls = await mockStatuspage(page, () => new Promise(() => {}))
    const errors = collectErrors(page)
    await page.goto('/')
    await expect.poll(() => calls.count).toBe(1)
    await page.clock.runFor(4_999)
    expect(errors.filter((text) => text.startsWith('Error fetching Statuspage data'))).toEqual([])
    await page.clock.runFor(1)
    await expect.poll(() => errors.some((text) => text.startsWith('Error fetching Statuspage data'))).toBe(true)
    await expect(page.getByText('Incident Reported:')).toHaveCount(0)
  })
})
