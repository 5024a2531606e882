import type { Signature } from '@/content/signature'
import { ChannelsModule } from '@/components/signature/channels-module'
import { EmailModule } from '@/components/signature/email-module'
import { LureModule } from '@/components/signature/lure-module'
import { NoticeModule } from '@/components/signature/notice-module'
import { RiskMapModule } from '@/components/signature/risk-map-module'
import { RouteModule } from '@/components/signature/route-module'
import { RulesModule } from '@/components/signature/rules-module'
import { SourcesModule } from '@/components/signature/sources-module'
import { WatchModule } from '@/components/signature/watch-module'
import { moduleLabel } from '@/components/signature/label'
import { surface } from '@/components/ui/card'

/** What the module's data is, said beside its heading, so example data never reads as a real case. */
const labels: Record<Signature['kind'], string> = {
  notice: 'Example notice',
  watch: 'Example name',
  sources: 'Our sources',
  rules: 'Example policy',
  email: 'Example simulation',
  'risk-map': 'Risk by risk',
  channels: 'Example scams',
  lure: 'Example scam',
  route: 'Example route',
}

function ModuleBody({ module }: { module: Signature }) {
  switch (module.kind) {
    case 'notice':
      return <NoticeModule module={module} />
    case 'watch':
      return <WatchModule module={module} />
    case 'sources':
      return <SourcesModule module={module} />
    case 'rules':
      return <RulesModule module={module} />
    case 'email':
      return <EmailModule module={module} />
    case 'risk-map':
      return <RiskMapModule module={module} />
    case 'channels':
      return <ChannelsModule module={module} />
    case 'lure':
      return <LureModule module={module} />
    case 'route':
      return <RouteModule module={module} />
  }
}

export function SignatureModule({ module, className }: { module: Signature; className?: string }) {
  return (
    <section
      aria-labelledby="signature-heading"
      className={`${surface('white')} min-w-0 overflow-hidden text-sm text-slate-700 shadow-sm ${className ?? ''}`}
    >
      {/* The label beside a heading that leaves room for it, else below it: never a heading squeezed to two lines. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 border-b border-navy-100 bg-navy-50 px-4 py-2.5">
        <h3 id="signature-heading" className="text-base font-semibold text-navy-900">
          {module.heading}
        </h3>
        <p className={`${moduleLabel} shrink-0`}>{labels[module.kind]}</p>
      </div>
      <div className="@container p-4">
        <ModuleBody module={module} />
      </div>
    </section>
  )
}
