import type { Metadata } from 'next'
import { site } from '@/lib/site'

type PageSeo = {
  /** Page title without the product name; the home page passes the slogan. */
  title: string
  description: string
  /** The public path (never a variant path): `/pricing`. */
  path: string
  keywords?: string[]
}

/** The one way pages build metadata: Next merges metadata shallowly, so every page emits full og/twitter blocks. */
export function pageMetadata({ title, description, path, keywords }: PageSeo): Metadata {
  const fullTitle = title === site.slogan ? `${site.name} | ${site.slogan}` : `${title} | ${site.name}`
  return {
    title: { absolute: fullTitle },
    description,
    keywords,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: site.name,
      url: path,
      title: fullTitle,
      description,
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  }
}
