import type { ProductView as View } from '@/content/product-view'
import { ProductFrame } from './product-frame'
import { AlertView, CampaignView, CaseView, CasesView, FindingView, QueueView } from './views'

/** The part of the dashboard each kind of view belongs to, named in its title bar. */
const sections: Record<View['kind'], string> = {
  cases: 'Cases',
  case: 'Cases',
  campaign: 'Phishing simulation',
  alert: 'Monitoring',
  finding: 'Dark web',
  queue: 'Moderation',
}

function ViewBody({ view }: { view: View }) {
  switch (view.kind) {
    case 'cases':
      return <CasesView view={view} />
    case 'case':
      return <CaseView view={view} />
    case 'campaign':
      return <CampaignView view={view} />
    case 'alert':
      return <AlertView view={view} />
    case 'finding':
      return <FindingView view={view} />
    case 'queue':
      return <QueueView view={view} />
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
    <ProductFrame section={sections[view.kind]} label={label} tone={tone} className={className} frameClassName={frameClassName}>
      <ViewBody view={view} />
    </ProductFrame>
  )
}
