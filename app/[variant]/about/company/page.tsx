import { CompanyFacts } from '@/components/page/company-facts'
import { CompanyPage } from '@/components/page/company-page'
import { Leadership } from '@/components/proof/leadership'
import { CtaBand } from '@/components/ui/cta-band'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { Steps } from '@/components/ui/steps'
import { companyCopy } from '@/content/company'
import { aboutPage } from '@/content/company/about'
import { pages, railNext } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.about, path: '/about/company' })

/** Who we are, beside the facts; how we work as the four steps and what we hold to; the people; a next step. */
export default function AboutPage() {
  const { method, principles } = aboutPage
  return (
    <>
      <CompanyPage copy={pages.about} body={companyCopy('about')} facts={<CompanyFacts />} next={railNext.about} />
      <Section labelledBy="about-method-heading" tone="muted" spacing="md">
        <SectionHeading id="about-method-heading" subtitle={method.intro}>
          {method.heading}
        </SectionHeading>
        <Steps steps={method.steps} className="mt-10" />
        <ul className="mt-12 grid gap-x-8 gap-y-6 border-t border-navy-100 pt-8 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map((principle) => (
            <li key={principle.title}>
              <h3 className="font-semibold text-navy-900">{principle.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Leadership />
      <CtaBand id="about-cta-heading" copy={aboutPage.cta} />
    </>
  )
}
