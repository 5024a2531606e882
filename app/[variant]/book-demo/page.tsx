import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.bookDemo, path: '/book-demo' })

export default function BookDemoPage() {
  return <PageIntro copy={pages.bookDemo} />
}
