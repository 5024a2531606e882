import type { ProductView as View } from '#content/product-view.ts'
import { CampaignView } from '#components/product/campaign-view.tsx'
import { CaseView } from '#components/product/case-view.tsx'
import { FeedView } from '#components/product/feed-view.tsx'
import { LeaksView } from '#components/product/leaks-view.tsx'
import { ListingsView } from '#components/product/listings-view.tsx'
import { OverviewView } from '#components/product/overview-view.tsx'
import { ProductFrame } from '#components/product/product-frame.tsx'
import { QueueView } from '#components/product/queue-view.tsx'
import { RegisterView } from '#components/product/register-view.tsx'

/** The part of the dashboard each kind of view belongs to, named in its title bar. */
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
  /** Given, the view is a picture with this accessible name; left out, its text is read as it stands. */
  label?: string
  tone?: 'light' | 'dark'
  className?: string
  frameClassName?: string
}

/** A view of the Plainguard dashboard drawn in HTML, with sample data and a caption saying so. */
export function ProductView({ view, label, tone, className, frameClassName }: Props) {
  return (
    <ProductFrame
      section={sections[view.kind]}
      label={label}
      tone={tone}
      className={className}
      frameClassName={frameClassName}
      flush={view.kind === 'overview'}
    >
      <ViewBody view={view} />
    </ProductFrame>
  )
}
