import { pricingTerms } from '@/content/pricing-terms'
import { surface } from '@/components/ui/card'

/** Plain definitions under the comparison, not tooltips to find. */
export function PricingTerms() {
  return (
    <section aria-labelledby="pricing-terms-heading" className={`${surface('tint', 'p-6')} mt-8`}>
      <h2 id="pricing-terms-heading" className="text-lg font-semibold text-navy-900">
        {pricingTerms.heading}
      </h2>
      <dl className="mt-4 grid gap-x-10 gap-y-5 text-sm md:grid-cols-2">
        {pricingTerms.terms.map(({ term, definition }) => (
          <div key={term}>
            <dt className="font-semibold text-navy-900">{term}</dt>
            <dd className="mt-1 leading-6 text-slate-600">{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
