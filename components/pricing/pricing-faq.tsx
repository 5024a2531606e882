import Link from 'next/link'
import { Question } from '#components/ui/question.tsx'
import { QuestionsSection } from '#components/ui/questions-section.tsx'
import { pricingFaq } from '#content/pricing-faq.ts'
import { arrowLinkClasses } from '#components/ui/button.ts'

/** The pricing questions as native disclosures: they open and close without any JavaScript. */
export function PricingFaq() {
  return (
    <QuestionsSection
      id="pricing-faq-heading"
      heading={pricingFaq.heading}
      intro={pricingFaq.intro}
      more={pricingFaq.more}
      spacing="md"
    >
      {pricingFaq.questions.map((entry) => (
        <Question key={entry.question} question={entry.question}>
          <p>{entry.answer}</p>
          {entry.link && (
            <Link href={entry.link.href} className={`${arrowLinkClasses} mt-3`}>
              {entry.link.label}
            </Link>
          )}
        </Question>
      ))}
    </QuestionsSection>
  )
}
