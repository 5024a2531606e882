import Link from 'next/link'
import { CompanyPage } from '@/components/page/company-page'
import { FactsPanel } from '@/components/page/facts-panel'
import { buttonClasses } from '@/components/ui/button'
import { companyCopy } from '@/content/company/index'
import { careersPage } from '@/content/company/careers'
import { pages, railNext } from '@/content/pages'
import { pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.careers, path: '/careers' })

export default function CareersPage() {
  return (
    <CompanyPage
      copy={pages.careers}
      body={companyCopy('careers')}
      next={railNext.careers}
      facts={<FactsPanel heading={careersPage.factsHeading} facts={careersPage.facts} />}
      actions={
        <Link href={careersPage.action.href} className={`${buttonClasses('primary', 'lg')} max-sm:w-full`}>
          {careersPage.action.label}
        </Link>
      }
    />
  )
}
