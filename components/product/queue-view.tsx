import { keepTimeTogether } from '#lib/format'
import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from '@/components/product/status-pill'
import { Stats } from '@/components/product/view-parts'

export function QueueView({ view }: { view: ProductViewOf<'queue'> }) {
  return (
    <>
      <p className="text-base font-semibold text-navy-900">{view.title}</p>
      <Stats items={view.stats} className="mt-2.5" />
      <ul className="mt-2 divide-y divide-navy-100">
        {view.items.map((item) => (
          <li key={item.excerpt} className="py-2">
            {/* The time beside the decision (under it on a phone), never breaking the source's line before it. */}
            <div className="flex items-start justify-between gap-3 text-xs text-slate-500">
              <p className="pt-0.5">{item.where}</p>
              <p className="flex shrink-0 flex-col items-end gap-0.5 sm:flex-row-reverse sm:items-center sm:gap-2">
                <StatusPill status={item.status} />
                {keepTimeTogether(item.when)}
              </p>
            </div>
            <p className="mt-1 border-l-2 border-navy-100 pl-2.5 text-navy-900">{item.excerpt}</p>
            <p className="view-detail mt-1 pl-3 text-xs text-slate-600">{item.reason}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
