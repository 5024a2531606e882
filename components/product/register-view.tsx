import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from '@/components/product/status-pill'
import { Mono, NextStep, ViewHeader } from '@/components/product/view-parts'

export function RegisterView({ view }: { view: ProductViewOf<'register'> }) {
  return (
    <>
      <ViewHeader label={view.firm} title={view.title} />
      <ul className="mt-3 divide-y divide-navy-100 border-t border-navy-100">
        {view.items.map((item) => (
          <li key={item.address} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 py-2.5">
            <p className="font-semibold text-navy-900">{item.what}</p>
            <StatusPill status={item.status} />
            <div className="col-span-2 mt-0.5 min-w-0">
              <Mono>{item.address}</Mono>
              <p className="view-detail mt-1 text-xs text-slate-600">
                {item.channel} · copies <span className="text-navy-900">{item.copies.join(', ')}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <NextStep>{view.next}</NextStep>
    </>
  )
}
