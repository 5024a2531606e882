import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from '@/components/product/status-pill'
import { Mono, NextStep, ViewHeader } from '@/components/product/view-parts'

export function ListingsView({ view }: { view: ProductViewOf<'listings'> }) {
  return (
    <>
      <ViewHeader label={`Watching ${view.watching}`} title={view.title} />
      <dl className="mt-3 flex flex-wrap gap-1.5 text-xs">
        {view.channels.map((channel) => (
          <div key={channel} className="flex items-center gap-1.5 rounded-md bg-navy-50 py-1 pr-1 pl-2">
            <dt className="text-slate-700">{channel}</dt>
            <dd className="rounded bg-white px-1.5 font-semibold text-navy-900 tabular-nums">
              {view.items.filter((item) => item.channel === channel).length}
            </dd>
          </div>
        ))}
      </dl>
      <ul className="mt-2 divide-y divide-navy-100">
        {view.items.map((item) => (
          <li key={item.where} className="py-2.5">
            <p className="flex items-start justify-between gap-3">
              <span className="font-semibold text-navy-900">{item.listing}</span>
              <StatusPill status={item.status} />
            </p>
            <Mono className="mt-0.5">{item.where}</Mono>
            <p className="view-detail mt-0.5 text-xs text-slate-600">
              <span className="font-semibold text-slate-700">{item.channel}</span> · {item.signals}
            </p>
          </li>
        ))}
      </ul>
      <NextStep>{view.next}</NextStep>
    </>
  )
}
