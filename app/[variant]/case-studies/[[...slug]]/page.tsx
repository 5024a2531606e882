import { CtaBand } from '@/components/ui/cta-band'
import { PageIntro } from '@/components/page/page-intro'
import { CaseStudyGrid } from '@/components/proof/case-study-card'
import { CaseStudyPage } from '@/components/proof/case-study-page'
import { Section } from '@/components/ui/section'
import { demoCta } from '@/content/pages'
import { caseStudies, caseStudiesPage, caseStudyPath } from '@/content/proof'
import { entryFor } from '#lib/registry'
import { pageMetadata } from '#lib/seo'

// One route for the list and each study, so with none neither exists (notFound() would still prerender a page).
export const dynamicParams = false

type Props = PageProps<'/[variant]/case-studies/[[...slug]]'>

export function generateStaticParams() {
  return caseStudies.length ? [{ slug: [] }, ...caseStudies.map(({ slug }) => ({ slug: [slug] }))] : []
}

/** The case study a path names, or none for the list. */
const studyOf = async (params: Props['params']) => {
  const [slug] = (await params).slug ?? []
  return slug === undefined ? undefined : entryFor(caseStudies, Promise.resolve({ slug }))
}

export async function generateMetadata({ params }: Props) {
  const study = await studyOf(params)
  if (!study) return pageMetadata({ ...caseStudiesPage, path: '/case-studies' })
  return pageMetadata({ title: study.title, description: study.summary, path: caseStudyPath(study.slug) })
}

export default async function CaseStudiesRoute({ params }: Props) {
  const study = await studyOf(params)
  if (study) return <CaseStudyPage study={study} />
  return (
    <>
      <PageIntro copy={caseStudiesPage} />
      <Section spacing="md">
        <CaseStudyGrid studies={caseStudies} label={caseStudiesPage.heading} />
      </Section>
      <CtaBand id="case-studies-cta-heading" copy={demoCta} />
    </>
  )
}
