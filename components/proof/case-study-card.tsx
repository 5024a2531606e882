import Link from 'next/link'
import { cardClasses } from '@/components/ui/card'
import { caseStudyPath, proofCopy, tagLabel, type CaseStudy } from '@/content/proof'
import { balancedGrid } from '@/components/ui/card-grid'

export function CaseStudyCard({
  study,
  headingLevel = 2,
  className = '',
}: {
  study: CaseStudy
  headingLevel?: 2 | 3
  className?: string
}) {
  const Heading = `h${headingLevel}` as const
  const headingId = `case-study-${study.slug}`
  const figure = study.figures[0]!
  return (
    <article aria-labelledby={headingId} className={`${cardClasses} ${className}`}>
      <p className="text-sm font-medium text-accent-800">
        {study.client} · {tagLabel(study.sector)}
      </p>
      <Heading id={headingId} className="mt-2 text-xl font-semibold text-navy-900">
        <Link href={caseStudyPath(study.slug)} className="hover:underline">
          {study.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-wrap text-slate-600">{study.summary}</p>
      <p className="mt-5 border-t border-navy-100 pt-4">
        <span className="block text-2xl font-bold whitespace-nowrap text-navy-900">{figure.value}</span>
        <span className="mt-1 block text-sm text-slate-600">{figure.label}</span>
      </p>
      <Link
        href={caseStudyPath(study.slug)}
        aria-describedby={headingId}
        className="mt-4 inline-flex min-h-6 items-center self-start font-semibold text-accent-700 arrow-after hover:underline"
      >
        {proofCopy.readCaseStudy}
      </Link>
    </article>
  )
}

export function CaseStudyGrid({
  studies,
  label,
  headingLevel,
}: {
  studies: readonly CaseStudy[]
  label: string
  headingLevel?: 2 | 3
}) {
  const grid = balancedGrid(studies.length)
  return (
    <ul aria-label={label} className={`gap-6 ${grid.list}`}>
      {studies.map((study, index) => (
        <li key={study.slug} className={grid.item(index)}>
          <CaseStudyCard study={study} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
