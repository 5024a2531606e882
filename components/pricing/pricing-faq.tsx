import Link from 'next/link'
import { Question } from '@/components/ui/question'
import { QuestionsSection } from '@/components/ui/questions-section'
import { pricingFaq } from '@/content/pricing-faq'
import { arrowLinkClasses } from '@/components/ui/button'

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
