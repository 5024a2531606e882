import { FAQJsonLd } from 'next-seo'
import { JsonLd } from '#components/seo/json-ld.tsx'
import { QuestionsSection } from '#components/ui/questions-section.tsx'
import { faq, faqCopy } from '#content/home.ts'
import { FaqAccordion } from '#components/home/faq-accordion.tsx'

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
