import Link from 'next/link'
import { CompanyPage } from '#components/page/company-page.tsx'
import { buttonClasses } from '#components/ui/button.ts'
import { companyCopy } from '#content/company/index.ts'
import { careersPage } from '#content/company/careers.ts'
import { pages, railNext } from '#content/pages.ts'
import { pageMetadata } from '#lib/seo.ts'

export const metadata = pageMetadata({ ...pages.careers, path: '/careers' })

export default function CareersPage() {
  return (
    <CompanyPage
      copy={pages.careers}
      body={companyCopy('careers')}
      next={railNext.careers}
      actions={
        <Link href={careersPage.action.href} className={buttonClasses('primary', 'lg')}>
          {careersPage.action.label}
        </Link>
      }
    />
  )
}
