import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'
import Link from 'next/link'
import { arrowLinkClasses } from '@/components/ui/button'
import { cardSurface } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { aboutPage } from '@/content/company/about'

export const howWeWorkHeadingId = 'about-method-heading'

export function HowWeWorkSection() {
  const { method, principles } = aboutPage
  return (
    <Section labelledBy={howWeWorkHeadingId} tone="muted" spacing="md" className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div>
        <SectionHeading id={howWeWorkHeadingId} subtitle={method.intro}>
          {method.heading}
        </SectionHeading>
        <ol
          aria-label={method.stepsLabel}
          className="before:bg-navy-200 relative mt-8 space-y-4 before:absolute before:inset-y-4 before:left-4 before:w-px"
        >
          {method.steps.map((step, index) => (
            <li key={step} className="relative flex items-center gap-3 font-semibold text-navy-900">
              <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-navy-900 text-sm text-white">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <Link href={method.link.href} className={`${arrowLinkClasses} mt-6`}>
          {method.link.label}
        </Link>
      </div>
      <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:mt-2">
        {principles.map((principle) => (
          <li key={principle.title} className={cardSurface}>
            <h3 className="font-semibold text-navy-900">{principle.title}</h3>
            <p className="mt-1 text-slate-600">{keepHyphenatedWords(principle.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
