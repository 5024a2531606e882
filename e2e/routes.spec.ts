import { publicPaths } from '@/content/routes'
import { expect, test } from './fixtures'
import { countTags, markup, metaContent, title } from './html'

test.describe('every route of the specification', () => {
  for (const path of publicPaths) {
    test(`${path} answers 200 with one h1, a title, a description and lang en-GB`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(markup(html)).toMatch(/<html[^>]* lang="en-GB"/)
      expect(countTags(html, 'h1')).toBe(1)
      expect(title(html)).toMatch(/^(\S.* \| Plainguard|Plainguard \| Just Simple Security)$/)
      expect(metaContent(html, 'description')?.length).toBeGreaterThan(20)
    })
  }
})

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
