import Link from 'next/link'
import { CaseStudyCard } from '@/components/proof/case-study-card'
import { Quote } from '@/components/proof/quote'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { caseStudies, proofCopy, testimonials } from '@/content/proof'
import { caseStudiesFor, proofPageOf, quoteFor } from '@/lib/proof'
import { arrowLinkClasses } from '@/components/ui/button'

/** Case studies a service or industry page shows at most; all of them are a link away. */
const SHOWN = 2

/** A page's quote and case studies, when the company has supplied any; otherwise nothing at all. */
export function SolutionProof({ path }: { path: string }) {
  const page = proofPageOf(path)
  const quote = quoteFor(testimonials, page)
  const studies = caseStudiesFor(caseStudies, page)
  if (!quote && !studies.length) return null
  return (
    <Section labelledBy="proof-heading" spacing="md">
      <SectionHeading id="proof-heading">{proofCopy.solutionHeading}</SectionHeading>
      <div className={`mt-10 grid gap-6 ${quote && studies.length ? 'lg:grid-cols-2' : ''}`}>
        {quote && <Quote quote={quote} className="self-start" />}
        {studies.length > 0 && (
          <ul aria-label={proofCopy.caseStudiesHeading} className={`grid gap-6 ${quote ? '' : 'md:grid-cols-2'}`}>
            {studies.slice(0, SHOWN).map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {caseStudies.length > 0 && (
        <Link href="/case-studies" className={`${arrowLinkClasses} mt-6`}>
          {proofCopy.allCaseStudies}
        </Link>
      )}
    </Section>
  )
}
