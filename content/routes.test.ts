import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { blogEntries } from '@/content/blog/posts'
import { handoffPages, listedPages, publicPages, publicPaths, unlistedPaths } from '@/content/routes'

const specRoutes = [
  '/',
  '/pricing',
  '/contact',
  '/careers',
  '/about/company',
  '/report',
  '/support',
  '/book-demo',
  '/policies/cookie',
  '/policies/privacy',
  '/policies/tos',
  '/solutions/takedowns',
  '/solutions/website-monitoring',
  '/solutions/dark-web-scanning',
  '/solutions/content-moderation',
  '/solutions/phishing-simulation',
  '/industry/gaming',
  '/industry/manufactering',
  '/industry/retail',
  '/industry/financial',
  '/newsletter/unsubscribe',
  '/blog',
  '/blog/understanding-phishing',
  '/blog/importance-of-content-moderation',
  '/blog/securing-your-website',
  '/blog/detecting-preventing-csam',
  '/blog/future-of-dark-web-scanning',
  '/blog/protecting-intellectual-property',
  '/blog/importance-of-website-monitoring',
]

const siteRoutes = ['/security', '/tools/lookalike-domains', '/blog/topic/cybersecurity', '/blog/topic/content-moderation']

const expectedRoutes = [...new Set([...specRoutes, ...siteRoutes, ...blogEntries.map(({ slug }) => `/blog/${slug}`)])].sort()

describe('publicPaths', () => {
  it("lists the specification's routes, the site's own and every post, once each", () => {
    expect([...publicPaths].sort()).toEqual(expectedRoutes)
  })
})

describe('the page files', () => {
  // app/[variant]'s pages as URL patterns: a segment in brackets is any one segment, an optional catch-all any rest.
  const routes = readdirSync('app/[variant]', { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)page\.tsx$/.test(file))
    .map((file) => `/${dirname(file)}`.replace(/^\/\.$/, '/'))
  const pattern = (route: string) =>
    new RegExp(`^${route.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '(/.+)?').replace(/\[[^\]]+\]/g, '[^/]+')}$`)
  const served = [...publicPaths, ...handoffPages.map(({ path }) => path)]

  it('serve every page listed, and every page file has a page listed (case studies only with proof)', () => {
    expect(routes.length).toBeGreaterThan(15)
    expect(served.filter((path) => !routes.some((route) => pattern(route).test(path)))).toEqual([])
    expect(routes.filter((route) => !served.some((path) => pattern(route).test(path)))).toEqual(['/case-studies/[[...slug]]'])
  })
})

describe('listedPages', () => {
  it('is every public page but the unsubscribe page, which is reached from an email', () => {
    expect(listedPages.map(({ path }) => path).sort()).toEqual(
      expectedRoutes.filter((path) => path !== '/newsletter/unsubscribe'),
    )
  })
})

describe('handoffPages', () => {
  it('is one sign-up step per priced plan, titled as its page', () => {
    expect(handoffPages.map(({ path, title }) => [path, title])).toEqual([
      ['/signup/starter', 'Sign up for Starter'],
      ['/signup/business', 'Sign up for Business'],
    ])
  })
})

describe('unlistedPaths', () => {
  it('is the sign-up hand-offs and the unsubscribe page, each a page of the site', () => {
    expect([...unlistedPaths].sort()).toEqual(['/newsletter/unsubscribe', '/signup/business', '/signup/starter'])
    const known = [...publicPages, ...handoffPages].map(({ path }) => path)
    for (const path of unlistedPaths) expect(known).toContain(path)
  })

  it('marks exactly those pages unlisted', () => {
    expect(publicPages.filter(({ unlisted }) => unlisted).map(({ path }) => path)).toEqual(['/newsletter/unsubscribe'])
  })
})
