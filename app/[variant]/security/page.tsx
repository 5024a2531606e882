import { CheckList } from '@/components/ui/check-list'
import { CtaBand } from '@/components/ui/cta-band'
import { CertificationTable } from '@/components/security/certification-table'
import { TextWithLinks } from '@/components/prose/text-with-links'
import { PageIntro } from '@/components/page/page-intro'
import { buttonClasses } from '@/components/ui/button'
import { blockHeading, cardSurface } from '@/components/ui/card'
import { IconTile } from '@/components/ui/icon'
import { StackedTable } from '@/components/ui/table'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { certifications } from '@/content/home'
import { pages } from '@/content/pages'
import { certificateFacts } from '@/content/proof'
import { knownFacts, security } from '@/content/security'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.security, path: '/security' })

const mailto = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`

/** The trust centre: data protection, certifications, sub-processors, the DPA and disclosure. */
export default function SecurityPage() {
  const { dpa, disclosure, subProcessorsTable: table } = security
  return (
    <>
      <PageIntro
        copy={pages.security}
        aside={
          // What a vendor-risk review asks for first, where it starts reading.
          <section aria-labelledby="facts-heading" className="rounded-xl bg-white p-5 sm:p-6">
            <h2 id="facts-heading" className="text-lg font-bold text-navy-900">
              {security.factsHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{security.factsIntro}</p>
            <dl className="mt-4 divide-y divide-navy-100 border-t border-navy-100">
              {knownFacts([...security.facts, ...certificateFacts]).map((fact) => (
                <div key={fact.label} className="py-3">
                  <dt className="text-sm text-slate-600">{fact.label}</dt>
                  <dd className="mt-0.5 font-semibold text-pretty text-navy-900">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        }
      />

      <Section labelledBy="practices-heading" spacing="md">
        <SectionHeading id="practices-heading" subtitle={security.practicesIntro}>
          {security.practicesHeading}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {security.practices.map((practice) => (
            <li key={practice.title} className={cardSurface}>
              <div className="flex items-center gap-3">
                <IconTile name={practice.icon} />
                <h3 className="text-lg font-semibold text-navy-900">{practice.title}</h3>
              </div>
              <p className="mt-3 text-slate-600">{practice.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="certifications-heading" tone="muted" spacing="md">
        <SectionHeading id="certifications-heading" subtitle={certifications.intro}>
          {certifications.heading}
        </SectionHeading>
        <CertificationTable />
      </Section>

      <Section labelledBy="subprocessors-heading" spacing="md">
        <SectionHeading id="subprocessors-heading" subtitle={security.subProcessorsIntro}>
          {security.subProcessorsHeading}
        </SectionHeading>
        <StackedTable label={table.label} columns={table.columns} className="mt-10">
          {security.subProcessors.map((processor) => (
            <tr key={processor.name} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-5 py-4 font-semibold text-navy-900">
                {processor.name}
              </th>
              <td className="px-5 py-4 text-slate-700">{processor.purpose}</td>
              <td className="px-5 py-4 text-slate-700 sm:whitespace-nowrap">
                <span className="sm:sr-only">{table.columns.location}: </span>
                {processor.location}
              </td>
            </tr>
          ))}
        </StackedTable>
        <p className="mt-4 text-slate-600">
          <TextWithLinks text={security.subProcessorsNote} />
        </p>
      </Section>

      <Section tone="muted" spacing="md" className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="dpa-heading" className={`flex flex-col ${cardSurface}`}>
          <h2 id="dpa-heading" className={blockHeading}>
            {dpa.heading}
          </h2>
          <p className="mt-3 text-slate-600">{dpa.text}</p>
          <CheckList items={dpa.covers} className="mt-4 text-sm" />
          {/* The two cards' buttons line up along their bottom edge. */}
          <p className="mt-auto pt-6">
            <a href={mailto(dpa.email, dpa.subject)} className={buttonClasses('secondary')}>
              {dpa.action}
              <span className="sr-only"> from {dpa.email}</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="disclosure-heading" className={`flex flex-col ${cardSurface}`}>
          <h2 id="disclosure-heading" className={blockHeading}>
            {disclosure.heading}
          </h2>
          <p className="mt-3 text-slate-600">{disclosure.text}</p>
          <p className="mt-3 text-slate-600">
            <TextWithLinks text={disclosure.securityTxtNote} />
          </p>
          <p className="mt-auto pt-6">
            <a href={mailto(disclosure.email)} className={buttonClasses('secondary')}>
              {disclosure.action} {disclosure.email}
            </a>
          </p>
        </section>
      </Section>

      <CtaBand id="security-cta-heading" copy={security.cta} />
    </>
  )
}
