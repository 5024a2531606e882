import { blogEntries } from '@/content/blog/posts'
import { expect, test } from './fixtures'

test.describe('solution and industry pages', () => {
  // Each as its content file says (hero, cards, related pages, closing band) and its card grid at 375,
  // 800 and 1280 px, and each policy page: e2e/crawl.spec.ts (e2e/page-checks/templates.ts).
  test('the gaming and content moderation pages are reachable from the related links', async ({ page }) => {
    await page.goto('/industry/retail')
    await page.getByRole('navigation', { name: 'Other industries' }).getByRole('link', { name: /Gaming/ }).click()
    await expect(page).toHaveURL('/industry/gaming')
    await page.getByRole('navigation', { name: 'Our services' }).getByRole('link', { name: /Content Moderation/ }).click()
    await expect(page).toHaveURL('/solutions/content-moderation')
  })
})

test.describe('blog', () => {
  test('the list shows every post newest first, each with image, topic, author, date and link', async ({ page }) => {
    await page.goto('/blog')
    const items = page.getByRole('list', { name: 'Posts' }).getByRole('listitem')
    await expect(items).toHaveCount(blogEntries.length)
    const dates = await items.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
    expect(dates).toEqual(blogEntries.map((entry) => entry.date))
    expect(dates).toEqual([...dates].sort().reverse())
    for (const [index, entry] of blogEntries.entries()) {
      const item = items.nth(index)
      await expect(item.getByRole('link', { name: entry.title })).toHaveAttribute('href', `/blog/${entry.slug}`)
      await expect(item).toContainText(entry.topic)
      await expect(item).toContainText(entry.byline.name)
      await expect(item.locator('img')).toHaveAttribute('src', `/images/blog/${entry.image}`)
    }
    const phishing = items.filter({ has: page.getByRole('link', { name: /^Understanding Phishing/ }) })
    await expect(phishing.locator('time')).toHaveText('22 August 2024')
  })

  test('a post shows breadcrumbs, author, date, reading time and its headings', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: 'Understanding Phishing: How Attacks Work and How to Stop Them' }).click()
    await expect(page).toHaveURL('/blog/understanding-phishing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understanding Phishing: How Attacks Work and How to Stop Them')
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Blog'])
    await expect(page.getByRole('main')).toContainText(/Plainguard Threat Intelligence · 22 August 2024 · \d+ min read/)
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
  })
})

test.describe('company and policy pages', () => {
  test('the cookie policy lists every cookie and storage item, then Cookie settings', async ({ page }) => {
    await page.goto('/policies/cookie')
    const main = page.getByRole('main')
    for (const name of ['plainguard-cookie-consent', 'planDetails', 'jwt', 'sentryReplaySession', 'plainguard-metric-threats']) {
      await expect(main).toContainText(name)
    }
    await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeVisible()
  })

  test('careers is honest about openings and routes to contact', async ({ page }) => {
    await page.goto('/careers')
    await expect(page.getByRole('main')).toContainText(/no open roles/i)
    await page.getByRole('link', { name: 'Send us a note' }).click()
    await expect(page).toHaveURL('/contact')
  })

  test('support gives response times by plan and links the status page', async ({ page }) => {
    await page.goto('/support')
    for (const plan of ['Starter', 'Business', 'Enterprise']) await expect(page.getByRole('main')).toContainText(plan)
    const status = page.getByRole('link', { name: /Service status/ })
    await expect(status).toHaveAttribute('href', 'https://status.plainguard.co.uk')
    await expect(status).toHaveAttribute('rel', 'noopener noreferrer')
  })
})
