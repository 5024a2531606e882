import { FAQJsonLd } from 'next-seo'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { faq } from '@/content/home'
import { FaqAccordion } from './faq-accordion'

export function FaqSection() {
  return (
    <Section labelledBy="faq-heading" tone="muted" width="reading">
      <SectionHeading id="faq-heading">Frequently asked questions</SectionHeading>
      <FaqAccordion entries={faq} />
      <FAQJsonLd questions={faq.map(({ question, answer }) => ({ question, answer }))} />
    </Section>
  )
}
