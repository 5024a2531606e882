import { SolutionPage } from '@/components/solution-page'
import { industries } from '@/content/industries'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(industries)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/industry/[slug]'>) {
  const page = await entryFor(industries, params)
  return pageMetadata({
    title: page.title,
    socialTitle: page.seoTitle,
    description: page.seoDescription,
    keywords: page.seoKeywords,
    path: page.canonicalUrl,
  })
}

export default async function IndustryRoute({ params }: PageProps<'/[variant]/industry/[slug]'>) {
  return <SolutionPage content={await entryFor(industries, params)} />
}
