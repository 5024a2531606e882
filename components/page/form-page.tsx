import { PageIntro } from '@/components/page/page-intro'
import { AsidePanel, PageWithAside } from '@/components/page/page-with-aside'
import { plainText, TextWithLinks } from '@/components/prose/text-with-links'
import type { NextSteps } from '@/content/forms/form-copy'
import type { PageCopy } from '@/content/pages'

/**
 * A page whose content is a form: the intro, then the form, what a visitor came for, after `lead` (a line at
 * most); beside it from `lg` and after it on phones, `advice` to read alongside it, then what happens after sending it.
 */
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
  const aside = advice ? (
    <div className="flex flex-col gap-6 lg:self-start">
      {advice}
      {next}
    </div>
  ) : (
    next
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
