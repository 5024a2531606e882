import { ProductJsonLd } from 'next-seo'
import { PricingCalculator } from '@/components/pricing/pricing-calculator'
import { pages } from '@/content/pages'
import { pricing } from '@/content/pricing'
import { pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'

export const metadata = pageMetadata({ ...pages.pricing, path: '/pricing' })

export default function PricingPage() {
  return (
    <>
      <section className="bg-navy-50">
        <div className="mx-auto max-w-6xl px-6 py-16">
          <h1 className="text-4xl font-bold tracking-tight text-navy-900 sm:text-5xl">{pages.pricing.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{pages.pricing.summary}</p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-6 py-12">
        <PricingCalculator pricing={pricing} />
      </div>
      <ProductJsonLd
        name={`${site.name} brand protection`}
        description={pages.pricing.description}
        brand={site.name}
        offers={pricing.plans.flatMap((plan) =>
          plan.basePrice === 'Contact Us'
            ? []
            : [{ name: `${plan.name} (monthly)`, price: plan.basePrice, priceCurrency: 'GBP', url: `${site.url}/pricing` }],
        )}
      />
    </>
  )
}
