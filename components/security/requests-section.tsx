import { TextWithLinks } from '@/components/prose/text-with-links'
import { buttonClasses } from '@/components/ui/button'
import { blockHeading, cardSurface } from '@/components/ui/card'
import { CheckList } from '@/components/ui/check-list'
import { Section } from '@/components/ui/section'
import { security } from '@/content/security'

const mailto = (email: string, subject?: string) => `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`

export function RequestsSection() {
  const { dpa, disclosure } = security
  return (
    <Section tone="muted" spacing="md" className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="dpa-heading" className={`flex flex-col ${cardSurface}`}>
        <h2 id="dpa-heading" className={blockHeading}>
          {dpa.heading}
        </h2>
        <p className="mt-3 text-slate-600">{dpa.text}</p>
        <CheckList items={dpa.covers} className="mt-4" />
        {/* The two cards' buttons line up along their bottom edge, one size, the large: these are the page's own actions. */}
        <p className="mt-auto pt-6">
          <a href={mailto(dpa.email, dpa.subject)} className={`${buttonClasses('primary', 'lg')} max-sm:w-full`}>
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
          <a href={mailto(disclosure.email)} className={`${buttonClasses('secondary', 'lg')} max-sm:w-full`}>
            {disclosure.action}
          </a>
        </p>
      </section>
    </Section>
  )
}
