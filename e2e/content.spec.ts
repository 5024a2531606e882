import { blogEntries } from '@/content/blog/posts'
import { industries } from '@/content/industries'
import { policies } from '@/content/policies'
import { solutions } from '@/content/solutions'
import { formatDate } from '@/lib/format'
import { expect, test } from './fixtures'

test.describe('solution and industry pages', () => {
  for (const content of [...solutions, ...industries]) {
    test(`${content.canonicalUrl} renders its hero, middle section and cards`, async ({ page }) => {
      await page.goto(content.canonicalUrl)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title)
      await expect(page.getByText(content.description)).toBeVisible()
      const hero = page.getByRole('main').locator('section').first()
      await expect(hero.getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/book-demo')
      await expect(page.getByRole('img', { name: content.imageAlt })).toBeVisible()
      const middle = page.getByRole('region', { name: content.middleTitle })
      await expect(middle.getByText(content.middleSubtitle)).toHaveCSS('text-decoration-line', 'underline')
      await expect(middle.getByRole('listitem')).toHaveCount(content.cards.length)
      expect(content.cards.length).toBeGreaterThanOrEqual(6)
      for (const card of content.cards) await expect(middle.getByRole('heading', { name: card.title })).toBeVisible()
    })
  }

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`the card grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/solutions/takedowns')
      const grid = page.getByRole('region', { name: 'How takedowns work' }).getByRole('list')
      const tracks = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)
      expect(tracks).toBe(columns)
    })
  }
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
      await expect(item).toContainText(entry.author)
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
  for (const policy of policies) {
    test(`/policies/${policy.slug} shows its text and date`, async ({ page }) => {
      await page.goto(`/policies/${policy.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title)
      await expect(page.getByText(`Last updated ${formatDate(policy.lastUpdated)}`)).toBeVisible()
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(3)
    })
  }

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
