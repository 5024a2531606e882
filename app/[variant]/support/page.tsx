import Link from 'next/link'
import { CompanyPage } from '#components/page/company-page.tsx'
import { CtaBand } from '#components/ui/cta-band.tsx'
import { buttonClasses, inverseLinkClasses } from '#components/ui/button.ts'
import { companyCopy } from '#content/company/index.ts'
import { pages, railNext, supportCta } from '#content/pages.ts'
import { pageMetadata } from '#lib/seo.ts'
import { site } from '#lib/site.ts'
import { NewTabLink } from '#components/ui/new-tab-link.tsx'

export const metadata = pageMetadata({ ...pages.support, path: '/support' })

export default function SupportPage() {
  return (
    <>
      <CompanyPage
        copy={pages.support}
        body={companyCopy('support')}
        next={railNext.support}
        actions={
          <>
            <a href={site.dashboardUrl} className={buttonClasses('primary', 'lg')}>
              Open the dashboard
            </a>
            <Link href="/contact" className={`${inverseLinkClasses} arrow-after`}>
              Contact Us
            </Link>
            <NewTabLink href={new URL(site.statuspageUrl).origin} className={`${inverseLinkClasses} new-tab-after`}>
              Service status
            </NewTabLink>
          </>
        }
      />
      <CtaBand id="support-cta-heading" copy={supportCta} />
    </>
  )
}
