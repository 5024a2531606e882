import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { pricingFaq } from '@/content/pricing-faq'

/** The pricing questions as native disclosures: they open and close without any JavaScript. */
export function PricingFaq() {
  return (
    <Section labelledBy="pricing-faq-heading" tone="muted" width="reading" spacing="md">
      <SectionHeading id="pricing-faq-heading">{pricingFaq.heading}</SectionHeading>
      <div className="mt-8 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
        {pricingFaq.questions.map((entry) => (
          <details key={entry.question} className="group px-5 py-4">
            <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between gap-4 text-lg font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
              <span>{entry.question}</span>
              <span aria-hidden="true" className="text-xl leading-none text-accent-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 leading-7 text-slate-600">{entry.answer}</p>
            {entry.link && (
              <Link href={entry.link.href} className="mt-3 inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">
                {entry.link.label} <span aria-hidden="true">&nbsp;→</span>
              </Link>
            )}
          </details>
        ))}
      </div>
    </Section>
  )
}
