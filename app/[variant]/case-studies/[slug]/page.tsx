import { CaseStudyPage } from '@/components/proof/case-study-page'
import { caseStudies, caseStudyPath } from '@/content/proof'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(caseStudies)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/case-studies/[slug]'>) {
  const study = await entryFor(caseStudies, params)
  return pageMetadata({ title: study.title, description: study.summary, path: caseStudyPath(study.slug) })
}

export default async function CaseStudyRoute({ params }: PageProps<'/[variant]/case-studies/[slug]'>) {
  return <CaseStudyPage study={await entryFor(caseStudies, params)} />
}
