import { expect, test } from '@playwright/test'

// The server HTML of every page has Dashboard for a jwt cookie and Book a Demo without: e2e/crawl.spec.ts.

const dashboardUrl = 'https://dashboard.plainguard.co.uk'

test.describe('in the browser, before any script', { tag: '@edge' }, () => {
  test('an HttpOnly jwt cookie shows Dashboard from the first paint and across navigation', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'jwt', value: 'header.payload.signature', url: baseURL!, httpOnly: true }])
    // No JavaScript: what the server sent is what the visitor sees first, so nothing can flash.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/pricing')
    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', dashboardUrl)
    await expect(banner.getByRole('link', { name: 'Book a Demo' })).toHaveCount(0)
    await expect(page).toHaveURL('/pricing')
  })
})

test.describe('in the browser', { tag: '@edge' }, () => {
  test('client-side navigation keeps the customer variant and the public URL', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'jwt', value: 'token', url: baseURL!, httpOnly: true }])
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible()
  })

  test('a visitor without the cookie gets Book a Demo', async ({ page }) => {
    await page.goto('/blog')
    const banner = page.getByRole('banner')
    await banner.getByRole('link', { name: 'Book a Demo' }).click()
    await expect(page).toHaveURL('/book-demo')
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Demo', exact: true })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Dashboard' })).toHaveCount(0)
  })
})
