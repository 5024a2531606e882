import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from './status-pill'
import { Mono, Stats } from './view-parts'

/** The whole dashboard, as the home hero shows it: the services with their counts, and the open cases. */
export function OverviewView({ view }: { view: ProductViewOf<'overview'> }) {
  return (
    <div className="flex h-full">
      <ul className="hidden w-32 shrink-0 space-y-0.5 border-r border-navy-100 bg-navy-50 p-2 @md:block">
        <li className="rounded-md bg-white px-2 py-1 font-semibold text-navy-900 ring-1 ring-navy-100">Overview</li>
        {view.menu.map((item) => (
          <li key={item.label} className="flex justify-between gap-2 px-2 py-1 text-slate-600">
            {item.label}
            <span className="text-xs leading-5 text-slate-500 tabular-nums">{item.count}</span>
          </li>
        ))}
      </ul>
      <div className="min-w-0 flex-1 p-4">
        <p className="text-base font-semibold text-navy-900">{view.title}</p>
        <Stats items={view.stats} className="mt-2.5" />
        {/* A narrow view gives the address the whole line, the status beside the line under it. */}
        <ul className="mt-1 divide-y divide-navy-100">
          {view.rows.map((row) => (
            <li
              key={row.target}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 py-2 [&>.view-pill]:col-start-2 [&>.view-pill]:row-start-2 [&>.view-pill]:mt-1 @md:[&>.view-pill]:row-start-1 @md:[&>.view-pill]:mt-0"
            >
              <Mono className="col-span-2 @md:col-span-1">{row.target}</Mono>
              <StatusPill status={row.status} />
              <p className="col-start-1 row-start-2 mt-1 text-xs text-slate-600 @md:col-span-2 @md:mt-0.5">
                {row.type} · Next: {row.next}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
