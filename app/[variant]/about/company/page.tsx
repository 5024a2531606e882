import { HowWeWorkSection, howWeWorkHeadingId } from '@/components/about/how-we-work-section'
import { FactsPanel } from '@/components/page/facts-panel'
import { CompanyPage } from '@/components/page/company-page'
import { Leadership, leadershipHeadingId } from '@/components/proof/leadership'
import { CtaBand } from '@/components/ui/cta-band'
import { companyCopy } from '@/content/company/index'
import { aboutPage } from '@/content/company/about'
import { companiesHouseUrl } from '@/content/company/facts'
import { pages, railNext } from '@/content/pages'
import { leadership, proofCopy } from '@/content/proof'
import { pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.about, path: '/about/company' })

/** Who we are, beside the facts; the people; how we work, its steps named, and what we hold to; a next step. */
export default function AboutPage() {
  return (
    <>
      <CompanyPage
        copy={pages.about}
        body={companyCopy('about')}
        facts={
          <FactsPanel
            heading={aboutPage.factsHeading}
            facts={aboutPage.facts}
            source={{ label: aboutPage.companiesHouseLink, href: companiesHouseUrl }}
          />
        }
        next={railNext.about}
        below={[
          ...(leadership.length ? [{ id: leadershipHeadingId, text: proofCopy.leadershipHeading }] : []),
          { id: howWeWorkHeadingId, text: aboutPage.method.heading },
        ]}
      >
        {/* The people, a section of who we are, before how we work. */}
        <Leadership />
      </CompanyPage>
      <HowWeWorkSection />
      <CtaBand id="about-cta-heading" copy={aboutPage.cta} />
    </>
  )
}
