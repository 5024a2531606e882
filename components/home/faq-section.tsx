import { FAQJsonLd } from 'next-seo'
import { JsonLd } from '@/components/seo/json-ld'
import { QuestionsSection } from '@/components/ui/questions-section'
import { faq, faqCopy } from '@/content/home-faq'
import { FaqAccordion } from '@/components/home/faq-accordion'

export function FaqSection() {
  return (
    <>
      <QuestionsSection id="faq-heading" {...faqCopy}>
        <FaqAccordion entries={faq} />
      </QuestionsSection>
      <JsonLd builder={FAQJsonLd} questions={faq.map(({ question, answer }) => ({ question, answer }))} />
    </>
  )
}
