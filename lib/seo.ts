import type { Metadata } from 'next'
import type { UnitPriceSpecification } from 'next-seo'
import type { Byline } from '#lib/proof'
import { site } from '#lib/site'

type PageSeo = {
  /** Page title without the product name; the home page passes the slogan. */
  title: string
  description: string
  /** The public path (never a variant path): `/pricing`. */
  path: string
  keywords?: string[]
  socialTitle?: string
  article?: { publishedTime: string; authors: string[] }
  unlisted?: boolean
  feed?: { url: string; title: string }
}

/** Rendered at build time by app/og: `/solutions/takedowns` -> `/og/solutions/takedowns.png`. */
export function ogImagePath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return '/og/page/home.png'
  if (segments.length === 1) return `/og/page/${segments[0]}.png`
  return `/og/${segments.slice(0, -1).join('-')}/${segments.at(-1)}.png`
}

export const pageTitle = (title: string) => (title === site.slogan ? `${site.name} | ${site.slogan}` : `${title} | ${site.name}`)

/** Next merges metadata shallowly, so every page must emit full og and twitter blocks. */
export function pageMetadata({ title, description, path, keywords, socialTitle, article, unlisted, feed }: PageSeo): Metadata {
  const fullTitle = pageTitle(title)
  const shareTitle = socialTitle ?? fullTitle
  const images = [{ url: ogImagePath(path), width: 1200, height: 630, alt: shareTitle }]
  return {
    title: { absolute: fullTitle },
    description,
    keywords,
    alternates: { canonical: path, ...(feed && { types: { 'application/rss+xml': [feed] } }) },
    ...(unlisted ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      ...(article ? { type: 'article', publishedTime: article.publishedTime, authors: article.authors } : { type: 'website' }),
      locale: 'en_GB',
      siteName: site.name,
      url: path,
      title: shareTitle,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', site: twitterHandle(), title: shareTitle, description, images },
  }
}

export function twitterHandle(): string {
  const profile = site.social.find(({ name }) => name === 'X')
  if (!profile) throw new Error('lib/site.ts lists no X profile for twitter:site')
  return `@${new URL(profile.url).pathname.replace(/^\/|\/$/g, '')}`
}

/** `valueAddedTaxIncluded` is schema.org's but missing from next-seo's types. */
type Offer = {
  '@type': 'Offer'
  name: string
  price: number
  priceCurrency: 'GBP'
  priceSpecification: UnitPriceSpecification & { valueAddedTaxIncluded: boolean }
  availability: 'https://schema.org/InStock'
  priceValidUntil: string
  url: string
}

const logo = { '@type': 'ImageObject', url: `${site.url}/logo.svg`, width: 512, height: 512 } as const

export const organization = {
  name: site.name,
  description: site.description,
  url: site.url,
  logo,
  sameAs: site.social.map((profile) => profile.url),
  // The site states no telephone or address, so the contact page is the only contact point.
  contactPoint: [{ '@type': 'ContactPoint', contactType: 'customer service', url: `${site.url}/contact` } as const],
}

export const publisher = { '@type': 'Organization', name: site.name, url: site.url, logo } as const

export function articleAuthor(byline: Byline) {
  if (byline.kind === 'team') return { '@type': 'Organization', name: byline.name, url: `${site.url}/about/company` } as const
  return { '@type': 'Person', name: byline.name, jobTitle: byline.role, ...(byline.url && { url: byline.url }) } as const
}

/** Valid to the end of next year, so a crawled copy never states a past date. */
export function planOffers(plans: readonly { name: string; basePrice: number | string }[], builtAt: Date): Offer[] {
  const priceValidUntil = `${builtAt.getUTCFullYear() + 1}-12-31`
  return plans.flatMap(({ name, basePrice }) => {
    if (typeof basePrice !== 'number') return []
    return [
      {
        '@type': 'Offer',
        name: `${name} (monthly)`,
        price: basePrice,
        priceCurrency: 'GBP',
        // Per month, excluding VAT: the page adds 20 % only when VAT is shown.
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: basePrice,
          priceCurrency: 'GBP',
          unitCode: 'MON',
          valueAddedTaxIncluded: false,
        },
        availability: 'https://schema.org/InStock',
        priceValidUntil,
        url: `${site.url}/pricing`,
      },
    ]
  })
}
