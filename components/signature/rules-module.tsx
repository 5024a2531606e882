import { StatusPill } from '@/components/product/status-pill'
import type { SignatureOf } from '@/content/signature'
import type { ViewStatus } from '@/content/product-view'
import { moduleLabel } from '@/components/signature/label'

const actions: Record<SignatureOf<'rules'>['rows'][number]['action'], ViewStatus> = {
  remove: { label: 'Remove', tone: 'alert' },
  report: { label: 'Remove and report', tone: 'alert' },
  escalate: { label: 'Escalate', tone: 'warning' },
  allow: { label: 'Allow', tone: 'done' },
}

export function RulesModule({ module }: { module: SignatureOf<'rules'> }) {
  return (
    <>
      <table className="w-full text-left">
        <thead className={`${moduleLabel} @max-md:sr-only`}>
          <tr>
            <th scope="col" className="pr-3 pb-1.5 font-semibold">
              Content
            </th>
            <th scope="col" className="pr-3 pb-1.5 font-semibold">
              Action
            </th>
            <th scope="col" className="pb-1.5 font-semibold">
              Who decides
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-navy-100 border-y border-navy-100">
          {module.rows.map((row) => (
            <tr
              key={row.content}
              className="align-top @max-md:grid @max-md:grid-cols-[auto_minmax(0,1fr)] @max-md:items-center @max-md:gap-x-3 @max-md:gap-y-1 @max-md:py-2"
            >
              <th scope="row" className="py-2 pr-3 font-medium text-navy-900 @max-md:col-span-2 @max-md:p-0">
                {row.content}
              </th>
              <td className="py-2 pr-3 @max-md:p-0">
                <StatusPill status={actions[row.action]} />
              </td>
              <td className="py-2 text-xs text-slate-600 @max-md:p-0">{row.decides}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2.5 text-xs text-slate-600">{module.note}</p>
    </>
  )
}
