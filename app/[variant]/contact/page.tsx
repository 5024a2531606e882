import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.contact, path: '/contact' })

export default function ContactPage() {
  return <PageIntro copy={pages.contact} />
}
