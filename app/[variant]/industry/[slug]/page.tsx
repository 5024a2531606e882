import { PageIntro } from '@/components/page-intro'
import { industries } from '@/content/industries'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(industries)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/industry/[slug]'>) {
  const entry = await entryFor(industries, params)
  return pageMetadata({ ...entry, path: `/industry/${entry.slug}` })
}

export default async function IndustryPage({ params }: PageProps<'/[variant]/industry/[slug]'>) {
  return <PageIntro copy={await entryFor(industries, params)} />
}
