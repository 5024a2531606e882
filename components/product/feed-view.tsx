import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from './status-pill'
import { Mono, NextStep, ViewHeader } from './view-parts'

/** Website monitoring: new lookalike sites as they are found, newest first, each with what was seen. */
export function FeedView({ view }: { view: ProductViewOf<'feed'> }) {
  return (
    <>
      <ViewHeader label={`Watching ${view.watching}`} title={view.title} />
      <ol className="mt-3 divide-y divide-navy-100 border-t border-navy-100">
        {view.items.map((item) => (
          <li
            key={item.domain}
            className="grid grid-cols-[2.75rem_minmax(0,1fr)] gap-x-2 py-2.5 @md:grid-cols-[3.5rem_minmax(0,1fr)_auto] @md:gap-x-3"
          >
            <span className="pt-px text-xs text-slate-500 tabular-nums">{item.seen}</span>
            <div className="min-w-0">
              <Mono>{item.domain}</Mono>
              <p className="mt-0.5 text-xs text-slate-600">{item.signals}</p>
            </div>
            {/* Beside the site where the view is wide enough, under it where not. */}
            <div className="col-start-2 mt-1.5 @md:col-start-3 @md:mt-0">
              <StatusPill status={item.status} />
            </div>
          </li>
        ))}
      </ol>
      <NextStep>{view.next}</NextStep>
    </>
  )
}
