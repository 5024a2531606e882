import { notFound } from 'next/navigation'
import { CtaBand } from '@/components/cta-band'
import { PageIntro } from '@/components/page-intro'
import { CaseStudyGrid } from '@/components/proof/case-study-card'
import { Section } from '@/components/ui/section'
import { demoCta } from '@/content/pages'
import { caseStudies, caseStudiesPage } from '@/content/proof'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...caseStudiesPage, path: '/case-studies' })

/** Every case study, newest first; with none the page does not exist (the 404, and no link leads here). */
export default function CaseStudiesPage() {
  if (!caseStudies.length) notFound()
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
