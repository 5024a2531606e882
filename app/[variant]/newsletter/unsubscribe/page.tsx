import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.unsubscribe, path: '/newsletter/unsubscribe' })

export default function UnsubscribePage() {
  return <PageIntro copy={pages.unsubscribe} />
}
