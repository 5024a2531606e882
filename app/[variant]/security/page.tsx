import { FactsPanel } from '@/components/page/facts-panel'
import { PageIntro } from '@/components/page/page-intro'
import { CertificationsTable } from '@/components/security/certifications-section'
import { PracticesSection } from '@/components/security/practices-section'
import { RequestsSection } from '@/components/security/requests-section'
import { SubProcessorsSection } from '@/components/security/sub-processors-section'
import { CtaBand } from '@/components/ui/cta-band'
import { pages } from '@/content/pages'
import { glanceFacts, security } from '@/content/security'
import { pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.security, path: '/security' })

/** The trust centre: data protection, certifications, sub-processors, the DPA and disclosure. */
export default function SecurityPage() {
  return (
    <>
      <PageIntro
        copy={pages.security}
        aside={<FactsPanel heading={security.factsHeading} intro={security.factsIntro} facts={glanceFacts} />}
      />
      <PracticesSection />
      <CertificationsTable />
      <SubProcessorsSection />
      <RequestsSection />
      <CtaBand id="security-cta-heading" copy={security.cta} />
    </>
  )
}
