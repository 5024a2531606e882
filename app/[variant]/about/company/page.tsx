import Link from 'next/link'
import { CompanyPage } from '@/components/company-page'
import { buttonClasses } from '@/components/ui/button'
import { body } from '@/content/company/about'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.about, path: '/about/company' })

export default function AboutPage() {
  return (
    <CompanyPage
      copy={pages.about}
      body={body}
      aside={
        <Link href="/book-demo" className={buttonClasses('primary')}>
          Book a demo
        </Link>
      }
    />
  )
}
