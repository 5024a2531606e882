import { PageIntro } from '@/components/page/page-intro'
import { AsidePanel, PageWithAside } from '@/components/page/page-with-aside'
import { plainText, TextWithLinks } from '@/components/prose/text-with-links'
import type { NextSteps } from '@/content/forms/form-copy'
import type { PageCopy } from '@/content/pages'

/** `lead` is a line at most; `advice` sits beside the form from `lg` and after it on phones. */
export function FormPage({
  copy,
  nextSteps,
  lead,
  advice,
  children,
}: {
  copy: PageCopy
  nextSteps: NextSteps
  lead?: React.ReactNode
  advice?: React.ReactNode
  children: React.ReactNode
}) {
  const next = (
    <AsidePanel id="next-steps-heading" heading={nextSteps.heading}>
      {nextSteps.facts && (
        <dl className="mt-4 space-y-4 text-sm">
          {nextSteps.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="font-semibold text-navy-900">{fact.label}</dt>
              <dd className="mt-1 leading-6 text-slate-700">{fact.text}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="mt-4 space-y-3 text-sm text-slate-700">
        {nextSteps.items.map((item) => (
          <li key={plainText(item)} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-600" />
            <span>
              <TextWithLinks text={item} />
            </span>
          </li>
        ))}
      </ul>
    </AsidePanel>
  )
  // Above what happens next, so that panel can stay in view down the form's length without covering it.
  const reach = nextSteps.reach && (
    <AsidePanel id="reach-heading" heading={nextSteps.reach.heading} sticky={false}>
      <dl className="mt-4 space-y-3 text-sm">
        {nextSteps.reach.ways.map((way) => (
          <div key={way.label}>
            <dt className="text-slate-600">{way.label}</dt>
            <dd className="font-semibold text-navy-900">
              {'email' in way ? (
                <a href={`mailto:${way.email}`} className="inline-flex min-h-6 items-center text-accent-700 hover:underline">
                  {way.email}
                </a>
              ) : (
                way.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </AsidePanel>
  )
  const closing = reach ? (
    <div className="space-y-6">
      {reach}
      {next}
    </div>
  ) : (
    next
  )
  // With advice, the rail is the advice alone, and what happens next goes under the form: columns of like heights.
  const aside = advice ? (
    <>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">{advice}</div>
      {closing}
    </>
  ) : (
    closing
  )
  return (
    <>
      <PageIntro copy={copy} />
      <PageWithAside aside={aside}>
        {lead}
        {children}
      </PageWithAside>
    </>
  )
}
