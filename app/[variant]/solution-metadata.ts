import type { SolutionPage } from '@/content/schema'
import { pageMetadata } from '#lib/seo'

/** The metadata of a page on the solution-page template: /solutions/{slug} and /industry/{slug}. */
export const solutionMetadata = (page: SolutionPage) =>
  pageMetadata({
    title: page.title,
    socialTitle: page.seoTitle,
    description: page.seoDescription,
    keywords: page.seoKeywords,
    path: page.canonicalUrl,
  })
