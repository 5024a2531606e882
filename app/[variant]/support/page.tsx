import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.support, path: '/support' })

export default function SupportPage() {
  return <PageIntro copy={pages.support} />
}
