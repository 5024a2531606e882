import Link from 'next/link'
import { CaseStudyCard } from '#components/proof/case-study-card.tsx'
import { Quote } from '#components/proof/quote.tsx'
import { Section } from '#components/ui/section.tsx'
import { SectionHeading } from '#components/ui/section-heading.tsx'
import { caseStudies, proofCopy, testimonials } from '#content/proof.ts'
import { caseStudiesFor, proofPageOf, quoteFor } from '#lib/proof.ts'
import { buttonClasses } from '#components/ui/button.ts'
import { balancedGrid } from '#components/ui/card-grid.ts'

/** Case studies a service or industry page shows at most; all of them are a link away. */
const SHOWN = 2

/** A page's quote and case studies, when the company has supplied any; otherwise nothing at all. */
export function SolutionProof({ path }: { path: string }) {
  const page = proofPageOf(path)
  const quote = quoteFor(testimonials, page)
  const shown = caseStudiesFor(caseStudies, page).slice(0, SHOWN)
  if (!quote && !shown.length) return null
  const grid = balancedGrid(shown.length + (quote ? 1 : 0))
  return (
    // On a dark band of its own: apart from the problem above and from the muted band of what we do below.
    <Section labelledBy="proof-heading" tone="dark" spacing="md">
      {/* The way to every case study beside the heading, not stranded under the cards. */}
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <SectionHeading id="proof-heading" tone="dark">
          {proofCopy.solutionHeading}
        </SectionHeading>
        {caseStudies.length > 0 && (
          <Link href="/case-studies" className={buttonClasses('inverse-outline')}>
            {proofCopy.allCaseStudies}
          </Link>
        )}
      </div>
      {/* The quote and the case studies as cards of one grid: one height in a row, however many there are. */}
      {shown.length ? (
        <div className={`mt-10 gap-6 ${grid.list}`}>
          {quote && <Quote quote={quote} className={grid.item(0)} />}
          {shown.map((study, index) => (
            <CaseStudyCard key={study.slug} study={study} headingLevel={3} className={grid.item(index + (quote ? 1 : 0))} />
          ))}
        </div>
      ) : (
        <Quote quote={quote!} pull className="mt-10" />
      )}
    </Section>
  )
}
