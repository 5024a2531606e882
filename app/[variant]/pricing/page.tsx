import { ProductJsonLd } from 'next-seo'
import { JsonLd } from '#components/seo/json-ld.tsx'
import { CtaBand } from '#components/ui/cta-band.tsx'
import { PageIntro } from '#components/page/page-intro.tsx'
import { PlanComparison } from '#components/pricing/plan-comparison.tsx'
import { PricingCalculator } from '#components/pricing/pricing-calculator.tsx'
import { PricingFaq } from '#components/pricing/pricing-faq.tsx'
import { PricingTerms } from '#components/pricing/pricing-terms.tsx'
import { contentGrid } from '#components/ui/content-grid.ts'
import { pages, pricingCta } from '#content/pages.ts'
import { pricing } from '#content/pricing.ts'
import { ogImagePath, pageMetadata, planOffers } from '#lib/seo.ts'
import { site } from '#lib/site.ts'

export const metadata = pageMetadata({ ...pages.pricing, path: '/pricing' })

export default function PricingPage() {
  return (
    <>
      <PageIntro copy={pages.pricing} />
      <div className={`${contentGrid} py-12`}>
        <PricingCalculator pricing={pricing} table={<PlanComparison pricing={pricing} />} terms={<PricingTerms />} />
      </div>
      <PricingFaq />
      <CtaBand id="pricing-cta-heading" copy={pricingCta} />
      <JsonLd
        builder={ProductJsonLd}
        name={`${site.name} brand protection`}
        description={pages.pricing.description}
        brand={site.name}
        image={`${site.url}${ogImagePath('/pricing')}`}
        offers={planOffers(pricing.plans, new Date())}
      />
    </>
  )
}
