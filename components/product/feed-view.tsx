import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from '@/components/product/status-pill'
import { Mono, NextStep, ViewHeader } from '@/components/product/view-parts'

export function FeedView({ view }: { view: ProductViewOf<'feed'> }) {
  return (
    <>
      <ViewHeader label={`Watching ${view.watching}`} title={view.title} />
      <ol className="mt-3 divide-y divide-navy-100 border-t border-navy-100">
        {view.items.map((item) => (
          <li
            key={item.domain}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 py-2.5 @md:grid-cols-[3.5rem_minmax(0,1fr)_auto]"
          >
            <span className="col-start-2 row-start-2 mt-1.5 text-right text-xs text-slate-500 tabular-nums @md:col-start-1 @md:row-start-1 @md:mt-0 @md:pt-px @md:text-left">
              {item.seen}
            </span>
            <div className="col-span-2 min-w-0 @md:col-span-1">
              <Mono>{item.domain}</Mono>
              <p className="view-detail mt-0.5 text-xs text-slate-600">{item.signals}</p>
            </div>
            <div className="col-start-1 row-start-2 mt-1.5 @md:col-start-3 @md:row-start-1 @md:mt-0">
              <StatusPill status={item.status} />
            </div>
          </li>
        ))}
      </ol>
      <NextStep>{view.next}</NextStep>
    </>
  )
}
