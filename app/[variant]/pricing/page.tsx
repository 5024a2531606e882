import { ProductJsonLd } from 'next-seo'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaBand } from '@/components/ui/cta-band'
import { PageIntro } from '@/components/page/page-intro'
import { PlanComparison } from '@/components/pricing/plan-comparison'
import { PricingCalculator } from '@/components/pricing/pricing-calculator'
import { PricingFaq } from '@/components/pricing/pricing-faq'
import { PricingTerms } from '@/components/pricing/pricing-terms'
import { contentGrid } from '@/components/ui/content-grid'
import { pages, pricingCta } from '@/content/pages'
import { pricing } from '@/content/pricing'
import { ogImagePath, pageMetadata, planOffers } from '#lib/seo'
import { site } from '#lib/site'

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
