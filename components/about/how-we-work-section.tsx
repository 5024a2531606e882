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
        <ol aria-label={method.stepsLabel} className="mt-8 space-y-4">
          {method.steps.map((step, index) => (
            <li
              key={step.title}
              // A line from each step's number down to the next one's.
              className="relative flex items-start gap-3 not-last:before:absolute not-last:before:top-8 not-last:before:-bottom-4 not-last:before:left-4 not-last:before:w-px not-last:before:bg-slate-300"
            >
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-navy-900 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <p className="pt-1">
                <span className="block font-semibold text-navy-900">{step.title}</span>
                <span className="block text-slate-600">{step.summary}</span>
              </p>
            </li>
          ))}
        </ol>
        <Link href={method.link.href} className={`${arrowLinkClasses} mt-6`}>
          {method.link.label}
        </Link>
      </div>
      <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:mt-2 lg:self-start">
        {principles.map((principle) => (
          <li key={principle.title} className={cardSurface}>
            <h3 className="font-semibold text-navy-900">{principle.title}</h3>
            <p className="mt-2 text-slate-600">{keepHyphenatedWords(principle.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
