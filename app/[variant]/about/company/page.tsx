import Link from 'next/link'
import { CompanyPage } from '@/components/page/company-page'
import { Leadership } from '@/components/proof/leadership'
import { buttonClasses } from '@/components/ui/button'
import { companyCopy } from '@/content/company'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.about, path: '/about/company' })

export default function AboutPage() {
  return (
    <>
      <CompanyPage
        copy={pages.about}
        code={companyCopy('about').code}
        aside={
          <Link href="/book-demo" className={buttonClasses('primary')}>
            Book a Demo
          </Link>
        }
      />
      <Leadership />
    </>
  )
}
