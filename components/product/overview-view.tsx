import type { ProductViewOf } from '@/content/product-view'
import { StatusPill } from '@/components/product/status-pill'
import { Mono, Stats } from '@/components/product/view-parts'

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
        {/* A phone shows the first case: the hero stays about a screen and a half, the services in reach. */}
        <ul className="mt-1 divide-y divide-navy-100">
          {view.rows.map((row) => (
            <li
              key={row.target}
              className="grid grid-cols-[minmax(0,1fr)] gap-y-1 py-2 @max-md:border-b-0 @max-md:nth-[n+2]:hidden @md:grid-cols-[minmax(0,1fr)_auto] @md:gap-x-2 @md:gap-y-0.5 [&>.view-pill]:justify-self-start @md:[&>.view-pill]:col-start-2 @md:[&>.view-pill]:row-start-1"
            >
              <Mono>{row.target}</Mono>
              <p className="text-xs text-slate-600 @md:col-span-2">
                {row.type} · Next: {row.next}
              </p>
              <StatusPill status={row.status} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
