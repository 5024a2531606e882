import { solutionMetadata } from '@/app/[variant]/solution-metadata'
import { SolutionPage } from '@/components/page/solution-page'
import { industries } from '@/content/industries/index'
import { entryFor, slugParams } from '#lib/registry'

export const dynamicParams = false

export const generateStaticParams = () => slugParams(industries)

export async function generateMetadata({ params }: PageProps<'/[variant]/industry/[slug]'>) {
  return solutionMetadata(await entryFor(industries, params))
}

export default async function Page({ params }: PageProps<'/[variant]/industry/[slug]'>) {
  return <SolutionPage content={await entryFor(industries, params)} />
}
