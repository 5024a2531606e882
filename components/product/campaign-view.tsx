import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'
import type { ProductViewOf } from '@/content/product-view'
import { ViewHeader } from '@/components/product/view-parts'

/** As shares of each department's staff. */
const measures = [
  { key: 'reported', label: 'Reported', bar: 'bg-accent-600' },
  { key: 'clicked', label: 'Clicked', bar: 'bg-amber-500' },
  { key: 'entered', label: 'Password', bar: 'bg-red-600' },
] as const

const columns = 'grid grid-cols-[minmax(0,1fr)_repeat(3,4rem)] gap-x-2 @md:grid-cols-[minmax(0,1fr)_repeat(3,5.5rem)] @md:gap-x-4'

export function CampaignView({ view }: { view: ProductViewOf<'campaign'> }) {
  return (
    <>
      <ViewHeader label="Simulation campaign" title={view.name} status={view.status} />
      <p className="mt-1 text-xs text-slate-600">{view.audience}</p>
      <p className={`mt-3 border-b border-navy-100 pb-1.5 text-xs font-semibold text-slate-500 ${columns}`}>
        <span>Department</span>
        {measures.map((measure) => (
          <span key={measure.key} className="truncate">
            {measure.label}
          </span>
        ))}
      </p>
      <ul className="divide-y divide-navy-100 border-b border-navy-100">
        {view.departments.map((department) => (
          <li key={department.name} className={`items-center py-1.5 ${columns}`}>
            <p className="min-w-0">
              <span className="block font-medium text-navy-900">{department.name}</span>
              <span className="text-xs text-slate-500 tabular-nums">{department.sent} staff</span>
            </p>
            {measures.map((measure) => (
              <p key={measure.key} className="text-navy-900 tabular-nums">
                {department[measure.key]}%
                <span aria-hidden="true" className="mt-1 block h-1 overflow-hidden rounded-full bg-navy-100">
                  <span className={`block h-full rounded-full ${measure.bar}`} style={{ width: `${department[measure.key]}%` }} />
                </span>
              </p>
            ))}
          </li>
        ))}
      </ul>
      <ul className="view-detail mt-3 space-y-1 text-xs">
        {view.followUp.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-accent-700">
              ✓
            </span>
            <span>{keepHyphenatedWords(item)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
