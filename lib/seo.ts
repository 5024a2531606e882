import type { Metadata } from 'next'
import { unlistedPaths } from '@/lib/routes'
import { site } from '@/lib/site'

type PageSeo = {
  /** Page title without the product name; the home page passes the slogan. */
  title: string
  description: string
  /** The public path (never a variant path): `/pricing`. */
  path: string
  keywords?: string[]
  /** A longer title for search and share cards, when the content has one (solution pages' seoTitle). */
  socialTitle?: string
  article?: { publishedTime: string; authors: string[] }
}

/** The share image of a page, rendered at build time by app/og: `/solutions/takedowns` -> `/og/solutions/takedowns.png`. */
export function ogImagePath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return '/og/page/home.png'
  if (segments.length === 1) return `/og/page/${segments[0]}.png`
  return `/og/${segments.slice(0, -1).join('-')}/${segments.at(-1)}.png`
}

/** The one way pages build metadata: Next merges metadata shallowly, so every page emits full og/twitter blocks. */
export function pageMetadata({ title, description, path, keywords, socialTitle, article }: PageSeo): Metadata {
  const fullTitle = title === site.slogan ? `${site.name} | ${site.slogan}` : `${title} | ${site.name}`
  const shareTitle = socialTitle ?? fullTitle
  const images = [{ url: ogImagePath(path), width: 1200, height: 630, alt: shareTitle }]
  return {
    title: { absolute: fullTitle },
    description,
    keywords,
    alternates: { canonical: path },
    // Hand-off steps and the unsubscribe page (lib/routes.ts): crawlable, never listed.
    ...(unlistedPaths.has(path) ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      ...(article ? { type: 'article', publishedTime: article.publishedTime, authors: article.authors } : { type: 'website' }),
      locale: 'en_GB',
      siteName: site.name,
      url: path,
      title: shareTitle,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images },
  }
}
