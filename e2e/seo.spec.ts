import { expect, test } from '@playwright/test'
import { blogEntries } from '@/content/blog/posts'
import { handoffPages, listedPages, publicPages } from '@/content/routes'
import { ogImagePath } from '#lib/seo'
import { jsonLd } from '@/e2e/fixtures'
import { markup, metaContent } from '@/e2e/html'

const site = 'https://plainguard.co.uk'

// Every page's title, description, canonical, Open Graph, Twitter and robots tags: e2e/crawl.spec.ts.

test.describe('titles that follow the content', { tag: '@edge' }, () => {
  test('solution pages use their SEO title and keywords', async ({ request }) => {
    const html = await (await request.get('/solutions/takedowns')).text()
    expect(markup(html)).toContain('<title>Takedowns | Plainguard</title>')
    expect(metaContent(html, 'og:title', 'property')).toBe('Takedowns of Phishing Sites and Fake Shops | Plainguard')
    expect(metaContent(html, 'keywords')).toContain('phishing site takedown')
  })

  test('the manufacturing page keeps its URL spelling and says Manufacturing', async ({ request }) => {
    const html = await (await request.get('/industry/manufactering')).text()
    expect(markup(html)).toContain('<title>Manufacturing | Plainguard</title>')
  })
})

test('every share image is a 1200×630 PNG rendered at build time', { tag: '@edge' }, async ({ request }) => {
  for (const { path } of [...publicPages, ...handoffPages]) {
    const response = await request.get(ogImagePath(path))
    expect(response.status(), ogImagePath(path)).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  }
})

test(
  'the sitemap lists every listed page once, with absolute URLs, dates where a page has one, and nothing else',
  { tag: '@edge' },
  async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(urls.sort()).toEqual(listedPages.map(({ path }) => (path === '/' ? site : `${site}${path}`)).sort())
    // A date only where the page carries one (a post, a policy): never a guess for the rest.
    const dated = listedPages.filter(({ lastModified }) => lastModified)
    expect(dated.length).toBeGreaterThan(0)
    expect([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])).toEqual(
      dated.map(({ lastModified }) => lastModified),
    )
    expect(xml).not.toContain('/signup/')
    expect(xml).not.toContain('/newsletter/unsubscribe')
  },
)

test(
  'robots.txt allows crawling everything, so crawlers read the hand-off pages’ noindex',
  { tag: '@edge' },
  async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('User-Agent: *')
    expect(robots).toContain('Allow: /')
    // One mechanism: a Disallow would hide the pages' `noindex, follow` (checked on every page by the crawl).
    expect(robots).not.toContain('Disallow')
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`)
    const handoff = await (await request.get('/signup/starter')).text()
    expect(metaContent(handoff, 'robots')).toBe('noindex, follow')
  },
)

test('the blog links its RSS feed, which lists every post newest first', { tag: '@edge' }, async ({ request }) => {
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

test('JSON-LD parses on a blog post: BlogPosting and breadcrumbs', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/blog/securing-your-website')
  const blocks = await jsonLd(page)
  expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
    headline: 'Securing Your Website: A Practical Checklist',
    datePublished: '2024-08-29',
    url: `${site}/blog/securing-your-website`,
    author: { '@type': 'Organization', url: `${site}/about/company` },
    publisher: { '@type': 'Organization', name: 'Plainguard', logo: { '@type': 'ImageObject', url: `${site}/logo.svg` } },
  })
  const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')
  expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Home',
    'Blog',
    'Securing Your Website: A Practical Checklist',
  ])
})

test('JSON-LD parses on the lookalike checker: a free WebApplication', { tag: '@edge' }, async ({ page }) => {
  await page.goto('/tools/lookalike-domains')
  const blocks = await jsonLd(page)
  expect(blocks.find((block) => block['@type'] === 'WebApplication')).toMatchObject({
    name: 'Plainguard lookalike domain checker',
    url: `${site}/tools/lookalike-domains`,
    applicationCategory: 'SecurityApplication',
    offers: { price: 0, priceCurrency: 'GBP' },
  })
})
