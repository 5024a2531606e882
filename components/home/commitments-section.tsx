import Link from 'next/link'
import { ResponseSummary } from '@/components/prose/response-times'
import { IconTile } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeCommitments } from '@/content/home'
import { proseLinkClass } from '@/components/prose/mdx'

export function CommitmentsSection() {
  const { points, responseNote, supportLink } = homeCommitments
  return (
    <Section labelledBy="commitments-heading" deferred className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
      <div>
        <SectionHeading id="commitments-heading" subtitle={homeCommitments.intro}>
          {homeCommitments.heading}
        </SectionHeading>
        <ul className="mt-10 space-y-8">
          {points.map((point) => (
            <li key={point.title} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 [&>svg]:row-span-2">
              <IconTile name={point.icon} tone="plain" />
              <h3 className="text-lg font-semibold text-navy-900">{point.title}</h3>
              <p className="mt-1 text-slate-600">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="lg:pt-2">
        <h3 className="text-lg font-semibold text-navy-900">{homeCommitments.responseHeading}</h3>
        <ResponseSummary className="mt-4" />
        <p className="mt-3 text-sm text-slate-600">{responseNote}</p>
        <Link href={supportLink.href} className={`${proseLinkClass} mt-2 inline-flex min-h-6 items-center text-sm`}>
          {supportLink.label}
        </Link>
      </div>
    </Section>
  )
}
