import { type APIRequestContext, expect, test } from '@playwright/test'
import { redirectTable } from '@/content/redirects'
import { desktop, phone } from '@/e2e/fixtures'
import { countTags, markup, title } from '@/e2e/html'

// Every page that exists answers 200 in both variants: e2e/crawl.spec.ts.

test.describe('paths that do not exist', { tag: '@edge' }, () => {
  const missing = [
    '/no-such-page',
    '/blog/no-such-post',
    '/solutions/no-such-solution',
    '/industry/no-such-industry',
    '/solution/no-such-solution',
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

test.describe('the 404 page', { tag: '@edge' }, () => {
  for (const [viewport, wayOn] of [
    [phone, 'home'],
    [desktop, 'pricing'],
  ] as const) {
    test(`offers the site's chrome and a way on to the ${wayOn} page at ${viewport.width} px`, async ({ page }) => {
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
        ['Contact Us', '/contact'],
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

test.describe('addresses a person might type for a page that lives elsewhere', { tag: '@edge' }, () => {
  // One example page for each pattern: the table's own test checks every page of the section.
  const example: Record<string, string> = {
    '/solution/:slug': 'takedowns',
    '/services/:slug': 'phishing-simulation',
    '/service/:slug': 'dark-web-scanning',
    '/industries/:slug': 'retail',
    '/policy/:slug': 'privacy',
    '/posts/:slug': 'understanding-phishing',
  }
  for (const { source, destination } of redirectTable) {
    const [from, to] = [source, destination].map((path) => path.replace(':slug', example[source] ?? '')) as [string, string]
    test(`${from} moves permanently to ${to}`, async ({ request }) => {
      await expectMovedTo(request, from, to)
      expect((await request.get(from)).status()).toBe(200)
    })
  }
  for (const [from, to] of [
    ['/pricing/', '/pricing'],
    ['/industries/retail/', '/industry/retail'],
  ] as const) {
    test(`${from} loses its trailing slash: ${to}`, async ({ request }) => {
      await expectMovedTo(request, from, to)
    })
  }
})

/** A 308 to `to`, the query kept, carrying the security headers (the Worker adds none to what it answers itself). */
async function expectMovedTo(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(`${from}?ref=typed`, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  const location = new URL(response.headers()['location']!, response.url())
  expect(location.origin).toBe(new URL(response.url()).origin)
  expect(`${location.pathname}${location.search}`).toBe(`${to}?ref=typed`)
  expect(response.headers()['strict-transport-security']).toBeDefined()
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
}
