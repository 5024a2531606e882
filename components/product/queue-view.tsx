import { keepTimeTogether } from '@/lib/format'
import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from '@/components/product/status-pill'
import { Stats } from '@/components/product/view-parts'

/** Content moderation: the review queue, its counts, and each post with why it was flagged and the decision. */
export function QueueView({ view }: { view: ProductViewOf<'queue'> }) {
  return (
    <>
      <p className="text-base font-semibold text-navy-900">{view.title}</p>
      <Stats items={view.stats} className="mt-2.5" />
      <ul className="mt-2 divide-y divide-navy-100">
        {view.items.map((item) => (
          <li key={item.excerpt} className="py-2">
            <p className="flex items-start justify-between gap-3">
              <span className="pt-0.5 text-xs text-slate-500">{keepTimeTogether(item.where)}</span>
              <StatusPill status={item.status} />
            </p>
            <p className="mt-1 border-l-2 border-navy-100 pl-2.5 text-navy-900">{item.excerpt}</p>
            <p className="mt-1 pl-3 text-xs text-slate-600">{item.reason}</p>
          </li>
        ))}
      </ul>
    </>
  )
}
