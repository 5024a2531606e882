import { industries } from '@/content/industries/index'
import { financial } from '@/content/industries/financial'
import { manufacturing } from '@/content/industries/manufacturing'
import { retail } from '@/content/industries/retail'
import { productViewSchema } from '@/content/product-view'
import { solutionPageSchema, type SolutionPage } from '@/content/schema'
import { solutions } from '@/content/solutions/index'
import { takedowns } from '@/content/solutions/takedowns'

const pages: [string, SolutionPage][] = [...solutions, ...industries].map((page) => [page.slug, page])

describe('solution and industry page content', () => {
  it('has the solution slugs of the specification', () => {
    expect(solutions.map((page) => page.slug)).toEqual([
      'takedowns',
      'website-monitoring',
      'dark-web-scanning',
      'content-moderation',
      'phishing-simulation',
    ])
  })

  it('ends each page with a next step of its own', () => {
    const headings = pages.map(([, page]) => page.closing.heading)
    expect(new Set(headings).size).toBe(pages.length)
  })

  it('has the industry slugs of the specification, manufactering spelled as the live URL', () => {
    expect(industries.map((page) => page.slug)).toEqual(['gaming', 'manufactering', 'retail', 'financial'])
    expect(manufacturing.title).toBe('Manufacturing')
  })

  it.each(solutions.map((page) => [page.slug, page] as const))('%s lives under /solutions', (slug, page) => {
    expect(page.canonicalUrl).toBe(`/solutions/${slug}`)
    expect(page.seoImage).toBe(`/og/solutions/${slug}.png`)
  })

  it.each(industries.map((page) => [page.slug, page] as const))('%s lives under /industry', (slug, page) => {
    expect(page.canonicalUrl).toBe(`/industry/${slug}`)
    expect(page.seoImage).toBe(`/og/industry/${slug}.png`)
  })

  it('gives every page a product view of its own, described as illustrative', () => {
    const views = pages.map(([, page]) => JSON.stringify(page.image))
    expect(new Set(views).size).toBe(views.length)
    for (const [, page] of pages) expect(page.imageAlt).toMatch(/^An illustrative /)
  })

  it('gives every page a signature module of a kind no other page has', () => {
    const kinds = pages.map(([, page]) => page.signature.kind)
    expect(new Set(kinds).size).toBe(pages.length)
    const headings = pages.map(([, page]) => page.signature.heading)
    expect(new Set(headings).size).toBe(pages.length)
  })

  it('shows each service a different kind of view', () => {
    const kinds = solutions.map((page) => page.image.kind)
    expect(new Set(kinds).size).toBe(solutions.length)
  })

  it('shows financial services and retail views of their own, not a service’s', () => {
    const serviceKinds = new Set(solutions.map((page) => page.image.kind))
    expect(serviceKinds.has(financial.image.kind)).toBe(false)
    expect(serviceKinds.has(retail.image.kind)).toBe(false)
    expect(financial.image.kind).not.toBe(retail.image.kind)
  })

  it('refuses a listing on a channel its view does not list', () => {
    expect(productViewSchema.safeParse(retail.image).success).toBe(true)
    const listing = { ...retail.image, channels: ['Lookalike shops', 'Marketplaces', 'Apps'] }
    expect(productViewSchema.safeParse(listing).success).toBe(false)
  })

  it.each(pages)('%s uses example addresses only in its view', (_slug, page) => {
    const domains = JSON.stringify(page.image).match(/[a-z0-9-]+(\.[a-z0-9-]+)+(?=[/"\s])/gi) ?? []
    for (const domain of domains) expect(domain).toMatch(/\.example$|^[a-z0-9-]+\.(png|html|txt|pdf)$/)
  })

  it('refuses a page whose cards or search metadata break their rules', () => {
    const card = takedowns.cards[0]!
    const refused = [
      { cards: takedowns.cards.slice(0, 5) },
      { cards: Array.from({ length: 10 }, (_, index) => ({ ...card, title: `Card ${index}` })) },
      { cards: [...takedowns.cards.slice(0, 5), card] },
      { seoTitle: 'x'.repeat(61) },
      { seoDescription: 'x'.repeat(119) },
      { seoDescription: 'x'.repeat(161) },
      { seoKeywords: takedowns.seoKeywords.slice(0, 4) },
    ]
    for (const change of refused) expect(solutionPageSchema.safeParse({ ...takedowns, ...change }).success).toBe(false)
  })

  it('rejects a page with a missing field or an empty title', () => {
    expect(solutionPageSchema.safeParse(takedowns).success).toBe(true)
    const withoutSubtitle: Partial<SolutionPage> = { ...takedowns }
    delete withoutSubtitle.middleSubtitle
    expect(solutionPageSchema.safeParse(withoutSubtitle).success).toBe(false)
    expect(solutionPageSchema.safeParse({ ...takedowns, title: '' }).success).toBe(false)
    expect(solutionPageSchema.safeParse({ ...takedowns, title: '   ' }).success).toBe(false)
  })
})
