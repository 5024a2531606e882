import { FAQJsonLd } from 'next-seo'
import { faq } from '@/content/home'
import { FaqAccordion } from './faq-accordion'

export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-navy-50">
      <div className="mx-auto max-w-3xl px-6 py-20">
        <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          Frequently asked questions
        </h2>
        <FaqAccordion entries={faq} />
        <FAQJsonLd questions={faq.map(({ question, answer }) => ({ question, answer }))} />
      </div>
    </section>
  )
}
