import { expect, test } from '@playwright/test'
import { phone } from '@/e2e/fixtures'
import { general, industries, services } from '@/e2e/page-checks/navbar'
import { templatePages as pages } from '@/e2e/page-checks/templates'

test.describe('mobile menu', () => {
  test.use({ viewport: phone })

  test('a Menu button opens the groups Services, Industries and General and Book a Demo', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const button = page.getByRole('button', { name: 'Menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    for (const group of ['Services', 'Industries', 'General']) await expect(menu.getByText(group, { exact: true })).toBeVisible()
    for (const label of [...services, ...industries, ...general]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
    // Names only: the dropdown's one-line summaries would make the phone menu long.
    for (const { summary } of pages) await expect(menu.getByText(summary)).toHaveCount(0)
  })

  test('closes on a route change', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes when the browser goes Back, opened again after following a link', { tag: '@edge' }, async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await button.click()
    await menu.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL('/pricing')
    await button.click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.goForward()
    await expect(page).toHaveURL('/pricing')
    await expect(menu).toBeHidden()
  })

  test('closes on Escape and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Menu' })
    await button.click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('shows Dashboard instead of Book a Demo for a customer', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'jwt', value: 'token', url: baseURL!, httpOnly: true }])
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', 'https://dashboard.plainguard.co.uk')
    await expect(menu.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0)
  })

  test('Book a Demo is in the navbar without opening the menu, and leads to the demo page', async ({ page }) => {
    await page.goto('/pricing')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
    await banner.getByRole('link', { name: 'Book a Demo' }).click()
    await expect(page).toHaveURL('/book-demo')
  })

  test('the navbar’s primary controls are at least 40 px tall, the menu button 44', async ({ page }) => {
    await page.goto('/')
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!
    expect(Math.min(menu.width, menu.height)).toBeGreaterThanOrEqual(44)
    const demo = (await page.getByRole('banner').getByRole('link', { name: 'Book a Demo' }).boundingBox())!
    expect(demo.height).toBeGreaterThanOrEqual(40)
  })

  test('a tap on the dimmed page behind the open menu closes it', async ({ page }) => {
    const phone = page.viewportSize()!
    await page.goto('/')
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Decline' }).click()
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const menuBox = (await menu.boundingBox())!
    // Below the panel, where the page shows through the backdrop.
    const point = { x: phone.width / 2, y: Math.min(menuBox.y + menuBox.height + 20, phone.height - 10) }
    if (point.y < menuBox.y + menuBox.height) throw new Error('the menu fills the screen: no backdrop to tap')
    const covered = await page.evaluate(
      ({ x, y }) => !document.getElementById('main')?.contains(document.elementFromPoint(x, y)),
      point,
    )
    expect(covered).toBe(true)
    await page.mouse.click(point.x, point.y)
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('the open menu does not make the page scroll sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    // Without the web font the wider fallback stays: the layout's worst case.
    await page.route('**/*.woff2', (route) => route.abort())
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})
