import type { ProductView as View } from '@/content/product-view'
import { CampaignView } from '@/components/product/campaign-view'
import { CaseView } from '@/components/product/case-view'
import { FeedView } from '@/components/product/feed-view'
import { LeaksView } from '@/components/product/leaks-view'
import { ListingsView } from '@/components/product/listings-view'
import { OverviewView } from '@/components/product/overview-view'
import { ProductFrame } from '@/components/product/product-frame'
import { QueueView } from '@/components/product/queue-view'
import { RegisterView } from '@/components/product/register-view'

const sections: Record<View['kind'], string> = {
  overview: 'Overview',
  case: 'Cases',
  feed: 'Monitoring',
  leaks: 'Dark web',
  queue: 'Moderation',
  campaign: 'Phishing simulation',
  register: 'Impersonations',
  listings: 'Fake shops',
}

function ViewBody({ view }: { view: View }) {
  switch (view.kind) {
    case 'overview':
      return <OverviewView view={view} />
    case 'case':
      return <CaseView view={view} />
    case 'feed':
      return <FeedView view={view} />
    case 'leaks':
      return <LeaksView view={view} />
    case 'queue':
      return <QueueView view={view} />
    case 'campaign':
      return <CampaignView view={view} />
    case 'register':
      return <RegisterView view={view} />
    case 'listings':
      return <ListingsView view={view} />
  }
}

type Props = {
  view: View
  label?: string
  tone?: 'light' | 'dark'
  className?: string
  frameClassName?: string
  brief?: boolean
}

/** Drawn in HTML with sample data, and a caption saying so. */
export function ProductView({ view, label, tone, className, frameClassName, brief }: Props) {
  return (
    <ProductFrame
      section={sections[view.kind]}
      label={label}
      tone={tone}
      className={className}
      frameClassName={frameClassName}
      flush={view.kind === 'overview'}
      brief={brief}
    >
      <ViewBody view={view} />
    </ProductFrame>
  )
}
