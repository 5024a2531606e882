import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.report, path: '/report' })

export default function ReportPage() {
  return <PageIntro copy={pages.report} />
}
