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
})

test.describe('the 404 page', () => {
  // Its status, title, one h1 and styles, in both variants: e2e/crawl.spec.ts.
  for (const [viewport, wayOn] of [
    [{ width: 375, height: 740 }, 'home'],
    [{ width: 1280, height: 800 }, 'pricing'],
  ] as const) {
    test(`has the navbar, the footer and ways on at ${viewport.width} px, and leads to the ${wayOn} page`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const response = await page.goto('/blog/no-such-post')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Plainguard, home' })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Solutions' })).toBeVisible()
      const waysOn = page.getByRole('region', { name: 'Try one of these' })
      for (const [name, href] of [
        ['Back to the home page', '/'],
        ['Solutions', '/solutions/takedowns'],
        ['Pricing', '/pricing'],
        ['Contact us', '/contact'],
        ['Report a website', '/report'],
      ] as const)
        await expect(waysOn.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      if (wayOn === 'home') {
        await waysOn.getByRole('link', { name: 'Back to the home page' }).click()
        await expect(page).toHaveURL('/')
        await expect(page.getByRole('heading', { level: 1, name: 'Just Simple Security' })).toBeVisible()
      } else {
        await waysOn.getByRole('link', { name: 'Pricing', exact: true }).click()
        await expect(page).toHaveURL('/pricing')
        await expect(page.getByRole('heading', { level: 1, name: 'Simple Security, Simple Pricing' })).toBeVisible()
      }
    })
  }
})
