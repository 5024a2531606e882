import { expect, test } from './fixtures'
import { countTags, markup, title } from './html'

// Every page that exists answers 200 in both variants: e2e/crawl.spec.ts.

test.describe('paths that do not exist', () => {
  const missing = [
    '/no-such-page',
    '/blog/no-such-post',
    '/solutions/no-such-solution',
    '/industry/manufacturing',
    '/policies/no-such-policy',
    '/visitor/pricing',
    '/customer',
    '/pricing/extra',
    '/wp-login.php',
  ]

  for (const path of missing) {
    test(`${path} gets the not-found page with status 404`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(countTags(html, 'h1')).toBe(1)
      expect(title(html)).toBe('Page not found | Plainguard')
      expect(markup(html)).toMatch(/<a[^>]+href="\/"[^>]*>Back to the home page<\/a>/)
    })
  }

  test('the not-found page links home', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Just Simple Security' })).toBeVisible()
  })
})
