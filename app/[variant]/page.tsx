import { OrganizationJsonLd } from 'next-seo'
import { JsonLd } from '#components/seo/json-ld.tsx'
import { CtaBand } from '#components/ui/cta-band.tsx'
import { CertificationsSection } from '#components/home/certifications-section.tsx'
import { CommitmentsSection } from '#components/home/commitments-section.tsx'
import { FaqSection } from '#components/home/faq-section.tsx'
import { HeaderSection } from '#components/home/header-section.tsx'
import { MethodSection } from '#components/home/method-section.tsx'
import { MetricsSection } from '#components/home/metrics-section.tsx'
import { SolutionsSection } from '#components/home/solutions-section.tsx'
import { CustomerLogos } from '#components/proof/customer-logos.tsx'
import { company } from '#content/company/facts.ts'
import { homeCta } from '#content/home.ts'
import { pages } from '#content/pages.ts'
import { organization, pageMetadata } from '#lib/seo.ts'

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
