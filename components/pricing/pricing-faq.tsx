import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { Question } from '@/components/ui/question'
import { SectionHeading } from '@/components/ui/section-heading'
import { pricingFaq } from '@/content/pricing-faq'

/** The pricing questions as native disclosures: they open and close without any JavaScript. */
export function PricingFaq() {
  return (
    <Section labelledBy="pricing-faq-heading" tone="muted" width="reading" spacing="md">
      <SectionHeading id="pricing-faq-heading">{pricingFaq.heading}</SectionHeading>
      <div className="mt-8 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
        {pricingFaq.questions.map((entry) => (
          <Question key={entry.question} question={entry.question}>
            <p>{entry.answer}</p>
            {entry.link && (
              <Link href={entry.link.href} className="mt-3 inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">
                {entry.link.label} <span aria-hidden="true">&nbsp;→</span>
              </Link>
            )}
          </Question>
        ))}
      </div>
    </Section>
  )
}
