import { OrganizationJsonLd } from 'next-seo'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaBand } from '@/components/ui/cta-band'
import { CertificationsSection } from '@/components/home/certifications-section'
import { CommitmentsSection } from '@/components/home/commitments-section'
import { FaqSection } from '@/components/home/faq-section'
import { HeaderSection } from '@/components/home/header-section'
import { MethodSection } from '@/components/home/method-section'
import { MetricsSection } from '@/components/home/metrics-section'
import { SolutionsSection } from '@/components/home/solutions-section'
import { CustomerLogos } from '@/components/proof/customer-logos'
import { company } from '@/content/company/facts'
import { homeCta } from '@/content/home'
import { pages } from '@/content/pages'
import { organization, pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.home, path: '/' })

export default function HomePage() {
  return (
    <>
      <HeaderSection />
      <CustomerLogos />
      <SolutionsSection />
      <MethodSection />
      <MetricsSection />
      <CommitmentsSection />
      <FaqSection />
      <CertificationsSection />
      <CtaBand id="cta-heading" copy={homeCta} />
      <JsonLd builder={OrganizationJsonLd} {...organization} legalName={company.legalName} />
    </>
  )
}
