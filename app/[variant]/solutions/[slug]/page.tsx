import { solutionMetadata } from '@/app/[variant]/solution-metadata'
import { SolutionPage } from '@/components/page/solution-page'
import { solutions } from '@/content/solutions/index'
import { entryFor, slugParams } from '#lib/registry'

export const dynamicParams = false

export const generateStaticParams = () => slugParams(solutions)

export async function generateMetadata({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  return solutionMetadata(await entryFor(solutions, params))
}

export default async function Page({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  return <SolutionPage content={await entryFor(solutions, params)} />
}
