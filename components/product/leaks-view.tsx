import type { ProductViewOf } from '@/content/product-view'
import { keepTimeTogether } from '#lib/format'
import { StatusPill } from '@/components/product/status-pill'
import { Mono, NextStep, ViewHeader } from '@/components/product/view-parts'

/** From 30rem (a hero's view at 1280 px); narrower, each account stacks its address, details and status. */
const columns = '@min-[30rem]:grid-cols-[minmax(0,1fr)_4.25rem_4.75rem_7.5rem]'

export function LeaksView({ view }: { view: ProductViewOf<'leaks'> }) {
  return (
    <>
      <ViewHeader label={view.scope} title={view.title} />
      <p className={`mt-3 hidden gap-x-3 border-b border-navy-100 px-2 pb-1.5 view-label @min-[30rem]:grid ${columns}`}>
        <span>Account</span>
        <span>Password</span>
        <span>Found</span>
        <span>Status</span>
      </p>
      {view.sources.map((group) => (
        <div key={group.source} className="mt-2">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-navy-50 px-2 py-1 text-xs">
            <span className="font-semibold text-navy-900">
              {group.source} · {group.rows.length}
            </span>
            <span className="view-detail text-slate-600">{group.where}</span>
          </p>
          <ul>
            {group.rows.map((row) => (
              <li
                key={row.account}
                className={`grid grid-cols-[minmax(0,1fr)] items-center gap-x-3 gap-y-1 px-2 py-1.5 ${columns}`}
              >
                <Mono>{row.account}</Mono>
                <span className="flex gap-1.5 text-xs text-slate-600 @min-[30rem]:contents">
                  <span>
                    {row.password}
                    <span className="@min-[30rem]:hidden"> password</span>
                  </span>
                  <span aria-hidden="true" className="@min-[30rem]:hidden">
                    ·
                  </span>
                  <span>{keepTimeTogether(row.found)}</span>
                </span>
                <span className="@min-[30rem]:col-start-4 @min-[30rem]:row-start-1">
                  <StatusPill status={row.status} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <NextStep>{view.next}</NextStep>
    </>
  )
}
