import { blogEntries } from '@/content/blog/posts'
import { handoffPages, listedPages, publicPages } from '@/content/routes'
import { unlistedPaths } from '@/lib/routes'
import { ogImagePath } from '@/lib/seo'
import { expect, test } from './fixtures'
import { markup } from './html'

const site = 'https://plainguard.co.uk'

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = markup(html).match(new RegExp(`<meta[^>]+${attribute}="${key}"[^>]*>`))?.[0]
  return tag?.match(/content="([^"]*)"/)?.[1]
}

test.describe('every page has complete search and sharing tags', () => {
  for (const { path, title } of publicPages) {
    test(path, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const canonical = markup(html).match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      const url = path === '/' ? site : `${site}${path}`
      expect(canonical).toBe(url)
      const pageTitle = markup(html).match(/<title>([^<]*)<\/title>/)?.[1]
      expect(pageTitle).toBe(path === '/' ? 'Plainguard | Just Simple Security' : `${title.replace(/&/g, '&amp;')} | Plainguard`)
      expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(40)
      expect(meta(html, 'property', 'og:title')).toBeTruthy()
      expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'))
      expect(meta(html, 'property', 'og:url')).toBe(url)
      expect(meta(html, 'property', 'og:site_name')).toBe('Plainguard')
      expect(meta(html, 'property', 'og:locale')).toBe('en_GB')
      expect(meta(html, 'property', 'og:image')).toBe(`${site}${ogImagePath(path)}`)
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image')
      expect(meta(html, 'name', 'twitter:title')).toBe(meta(html, 'property', 'og:title'))
      expect(meta(html, 'name', 'twitter:image')).toBe(`${site}${ogImagePath(path)}`)
    })
  }

  test('solution pages use their SEO title and keywords', async ({ request }) => {
    const html = await (await request.get('/solutions/takedowns')).text()
    expect(markup(html)).toContain('<title>Takedowns | Plainguard</title>')
    expect(meta(html, 'property', 'og:title')).toBe('Takedowns of Phishing Sites and Fake Shops | Plainguard')
    expect(meta(html, 'name', 'keywords')).toContain('phishing site takedown')
  })

  test('the manufacturing page keeps its URL spelling and says Manufacturing', async ({ request }) => {
    const html = await (await request.get('/industry/manufactering')).text()
    expect(markup(html)).toContain('<title>Manufacturing | Plainguard</title>')
  })

  test('hand-off pages and the unsubscribe page are not indexed; every other page is', async ({ request }) => {
    expect(unlistedPaths).toContain('/newsletter/unsubscribe')
    for (const { path } of [...publicPages, ...handoffPages]) {
      const html = await (await request.get(path)).text()
      expect(meta(html, 'name', 'robots'), path).toBe(unlistedPaths.has(path) ? 'noindex, follow' : undefined)
    }
  })
})

test('every share image is a 1200×630 PNG rendered at build time', async ({ request }) => {
  for (const { path } of [...publicPages, ...handoffPages]) {
    const response = await request.get(ogImagePath(path))
    expect(response.status(), ogImagePath(path)).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  }
})

test('the sitemap lists every listed page once, with absolute URLs and dates, and nothing else', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(urls.sort()).toEqual(listedPages.map(({ path }) => (path === '/' ? site : `${site}${path}`)).sort())
  expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)]).toHaveLength(listedPages.length)
  expect(xml).not.toContain('/signup/')
  expect(xml).not.toContain('/newsletter/unsubscribe')
})

test('robots.txt allows crawling, keeps hand-off pages out and points to the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('User-Agent: *')
  expect(robots).toContain('Allow: /')
  expect(robots).toContain('Disallow: /signup/')
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`)
})

test('the blog links its RSS feed, which lists every post newest first', async ({ request }) => {
  const html = await (await request.get('/blog')).text()
  const feedLink = markup(html).match(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/)?.[0]
  expect(feedLink).toContain(`href="${site}/blog/rss.xml"`)
  expect(feedLink).toContain('title="Plainguard blog"')
  const response = await request.get('/blog/rss.xml')
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const rss = await response.text()
  const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1])
  expect(links).toEqual(blogEntries.map((entry) => `${site}/blog/${entry.slug}`))
})

test('JSON-LD parses on a blog post: BlogPosting and breadcrumbs', async ({ page }) => {
  await page.goto('/blog/securing-your-website')
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
    headline: 'Securing Your Website: A Practical Checklist',
    datePublished: '2024-08-29',
    url: `${site}/blog/securing-your-website`,
  })
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Blog',
    'Securing Your Website: A Practical Checklist',
  ])
})
