import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.careers, path: '/careers' })

export default function CareersPage() {
  return <PageIntro copy={pages.careers} />
}
