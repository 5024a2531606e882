import { site } from '#lib/site'
import { ogImagePath, organization, pageMetadata, planOffers, publisher, twitterHandle } from '#lib/seo'

describe('ogImagePath', () => {
  it.each([
    ['/', '/og/page/home.png'],
    ['/pricing', '/og/page/pricing.png'],
    ['/solutions/takedowns', '/og/solutions/takedowns.png'],
    ['/industry/manufactering', '/og/industry/manufactering.png'],
    ['/blog/understanding-phishing', '/og/blog/understanding-phishing.png'],
    ['/about/company', '/og/about/company.png'],
  ])('%s -> %s', (path, image) => {
    expect(ogImagePath(path)).toBe(image)
  })
})

describe('pageMetadata', () => {
  it('emits the title pattern, canonical, full Open Graph and Twitter blocks', () => {
    const metadata = pageMetadata({
      title: 'Takedowns',
      description: 'We remove phishing sites.',
      path: '/solutions/takedowns',
      keywords: ['a'],
    })
    expect(metadata).toMatchObject({
      title: { absolute: 'Takedowns | Plainguard' },
      description: 'We remove phishing sites.',
      keywords: ['a'],
      alternates: { canonical: '/solutions/takedowns' },
      openGraph: {
        type: 'website',
        locale: 'en_GB',
        siteName: 'Plainguard',
        url: '/solutions/takedowns',
        title: 'Takedowns | Plainguard',
        description: 'We remove phishing sites.',
        images: [{ url: '/og/solutions/takedowns.png', width: 1200, height: 630 }],
      },
      twitter: { card: 'summary_large_image', title: 'Takedowns | Plainguard', images: [{ url: '/og/solutions/takedowns.png' }] },
    })
  })

  it('puts the product name first on the home page and uses a social title when given', () => {
    expect(pageMetadata({ title: 'Just Simple Security', description: 'd', path: '/' }).title).toEqual({
      absolute: 'Plainguard | Just Simple Security',
    })
    expect(pageMetadata({ title: 'T', description: 'd', path: '/x', socialTitle: 'Longer title' }).openGraph).toMatchObject({
      title: 'Longer title',
    })
  })

  it('keeps unlisted pages out of search results but lets crawlers follow their links', () => {
    expect(pageMetadata({ title: 'T', description: 'd', path: '/x', unlisted: true }).robots).toEqual({
      index: false,
      follow: true,
    })
    expect(pageMetadata({ title: 'T', description: 'd', path: '/pricing' })).not.toHaveProperty('robots')
  })

  it('names a feed the page offers beside its canonical, and none otherwise', () => {
    const feed = { url: '/blog/rss.xml', title: 'Plainguard blog' }
    expect(pageMetadata({ title: 'Blog', description: 'd', path: '/blog', feed }).alternates).toEqual({
      canonical: '/blog',
      types: { 'application/rss+xml': [feed] },
    })
    expect(pageMetadata({ title: 'T', description: 'd', path: '/pricing' }).alternates).toEqual({ canonical: '/pricing' })
  })

  it('marks articles with their date and authors', () => {
    expect(
      pageMetadata({ title: 'T', description: 'd', path: '/blog/x', article: { publishedTime: '2024-09-15', authors: ['A'] } })
        .openGraph,
    ).toMatchObject({ type: 'article', publishedTime: '2024-09-15', authors: ['A'] })
  })
})

describe('structured data from lib/site.ts', () => {
  it('names the X profile the footer links as twitter:site on every page', () => {
    expect(twitterHandle()).toBe('@plainguard')
    expect(pageMetadata({ title: 'Pricing', description: 'Plans.', path: '/pricing' }).twitter).toMatchObject({
      site: '@plainguard',
    })
  })

  it('gives the organisation its description, contact page and logo as an ImageObject', () => {
    expect(organization).toMatchObject({
      description: site.description,
      logo: { '@type': 'ImageObject', url: `${site.url}/logo.svg`, width: 512, height: 512 },
      contactPoint: [{ '@type': 'ContactPoint', url: `${site.url}/contact` }],
    })
    expect(publisher.logo).toBe(organization.logo)
  })

  it('offers each priced plan per month excluding VAT', () => {
    const plans = [
      { name: 'Starter', basePrice: 100 },
      { name: 'Enterprise', basePrice: 'Contact Us' },
    ]
    expect(planOffers(plans, new Date('2026-11-24T12:00:00Z'))).toEqual([
      {
        '@type': 'Offer',
        name: 'Starter (monthly)',
        price: 100,
        priceCurrency: 'GBP',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 100,
          priceCurrency: 'GBP',
          unitCode: 'MON',
          valueAddedTaxIncluded: false,
        },
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2027-12-31',
        url: `${site.url}/pricing`,
      },
    ])
  })
})
