import { PageIntro } from '@/components/page-intro'
import { solutions } from '@/content/solutions'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(solutions)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  const entry = await entryFor(solutions, params)
  return pageMetadata({ ...entry, path: `/solutions/${entry.slug}` })
}

export default async function SolutionPage({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  return <PageIntro copy={await entryFor(solutions, params)} />
}
