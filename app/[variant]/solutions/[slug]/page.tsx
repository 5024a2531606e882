import { solutionMetadata } from '#app/[variant]/solution-metadata.ts'
import { SolutionPage } from '#components/page/solution-page.tsx'
import { solutions } from '#content/solutions/index.ts'
import { entryFor, slugParams } from '#lib/registry.ts'

export const dynamicParams = false

export const generateStaticParams = () => slugParams(solutions)

export async function generateMetadata({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  return solutionMetadata(await entryFor(solutions, params))
}

export default async function Page({ params }: PageProps<'/[variant]/solutions/[slug]'>) {
  return <SolutionPage content={await entryFor(solutions, params)} />
}
