import { PageIntro } from '@/components/page-intro'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.pricing, path: '/pricing' })

export default function PricingPage() {
  return <PageIntro copy={pages.pricing} />
}
