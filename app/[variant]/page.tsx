import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.home, path: '/' })

export default function HomePage() {
  return <PageIntro copy={pages.home} />
}
