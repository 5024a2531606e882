import Link from 'next/link'
import { CompanyPage } from '@/components/page/company-page'
import { FactsPanel } from '@/components/page/facts-panel'
import { CtaBand } from '@/components/ui/cta-band'
import { buttonClasses, inverseLinkClasses } from '@/components/ui/button'
import { companyCopy } from '@/content/company/index'
import { contactLink } from '@/content/links'
import { supportPage } from '@/content/company/support'
import { pages, railNext, supportCta } from '@/content/pages'
import { pageMetadata } from '#lib/seo'
import { site } from '#lib/site'
import { NewTabLink } from '@/components/ui/new-tab-link'

export const metadata = pageMetadata({ ...pages.support, path: '/support' })

export default function SupportPage() {
  return (
    <>
      <CompanyPage
        copy={pages.support}
        body={companyCopy('support')}
        next={railNext.support}
        facts={<FactsPanel heading={supportPage.factsHeading} facts={supportPage.facts} />}
        actions={
          <>
            <a href={site.dashboardUrl} className={`${buttonClasses('primary', 'lg')} max-sm:w-full`}>
              {supportPage.actions.dashboard}
            </a>
            <Link href={contactLink.href} className={`${inverseLinkClasses} arrow-after`}>
              {contactLink.label}
            </Link>
            <NewTabLink href={new URL(site.statuspageUrl).origin} className={`${inverseLinkClasses} new-tab-after`}>
              {supportPage.actions.status}
            </NewTabLink>
          </>
        }
      />
      <CtaBand id="support-cta-heading" copy={supportCta} />
    </>
  )
}
