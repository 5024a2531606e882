import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.about, path: '/about/company' })

export default function AboutPage() {
  return <PageIntro copy={pages.about} />
}
