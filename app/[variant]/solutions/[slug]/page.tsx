import { SolutionPage } from '@/components/solution-page'
import { solutions } from '@/content/solutions'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(solutions)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  const page = await entryFor(solutions, params)
  return pageMetadata({
    title: page.title,
    socialTitle: page.seoTitle,
    description: page.seoDescription,
    keywords: page.seoKeywords,
    path: page.canonicalUrl,
  })
}

export default async function SolutionRoute({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  return <SolutionPage content={await entryFor(solutions, params)} />
}
