import Link from 'next/link'
import { CaseStudyCard } from '@/components/proof/case-study-card'
import { Quote } from '@/components/proof/quote'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { caseStudies, proofCopy, testimonials } from '@/content/proof'
import { caseStudiesFor, proofPageOf, quoteFor } from '#lib/proof'
import { buttonClasses } from '@/components/ui/button'
import { balancedGrid } from '@/components/ui/card-grid'

const SHOWN = 2

export function SolutionProof({ path }: { path: string }) {
  const page = proofPageOf(path)
  const quote = quoteFor(testimonials, page)
  const shown = caseStudiesFor(caseStudies, page).slice(0, SHOWN)
  if (!quote && !shown.length) return null
  const count = shown.length + (quote ? 1 : 0)
  const grid = balancedGrid(count)
  // Beside the cards (from `md` with one study, from `lg` with two) the quote starts level with their first line and
  // keeps a card's gap clear of them; on a row of its own, a little more room above the cards under it.
  const allStudies = (className: string) =>
    caseStudies.length > 0 && (
      <Link href="/case-studies" className={`${buttonClasses('inverse-outline', 'lg')} ${className}`}>
        {proofCopy.allCaseStudies}
      </Link>
    )
  const beside = count === 2 ? 'self-start pb-4 md:pt-6 md:pr-6 md:pb-0' : 'self-start pb-4 lg:pt-6 lg:pr-6 lg:pb-0'
  return (
    <Section labelledBy="proof-heading" tone="dark" spacing="md">
      {/* The way to every case study: beside the heading from `md`; on a phone after the cards, where the reader is. */}
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <SectionHeading id="proof-heading" tone="dark">
          {proofCopy.solutionHeading}
        </SectionHeading>
        {allStudies('max-md:hidden')}
      </div>
      {shown.length ? (
        <div className={`mt-10 gap-6 ${grid.list}`}>
          {quote && <Quote quote={quote} narrow={count === 3} className={`${grid.item(0)} ${beside}`} />}
          {shown.map((study, index) => (
            <CaseStudyCard key={study.slug} study={study} headingLevel={3} className={grid.item(index + (quote ? 1 : 0))} />
          ))}
        </div>
      ) : (
        <Quote quote={quote!} className="mt-10 max-w-4xl" />
      )}
      {allStudies('mt-8 w-full md:hidden')}
    </Section>
  )
}
