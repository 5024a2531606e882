import { StackedTable } from '@/components/ui/table'
import { responseTable, responseTargets, workingHours } from '@/content/support'
import { surface } from '@/components/ui/card'

export function ResponseSummary({ className = '' }: { className?: string }) {
  if (!responseTargets.length) return null
  return (
    <dl className={`${surface('white')} divide-y divide-navy-100 text-base ${className}`}>
      {responseTargets.map((target) => (
        <div key={target.plan} className="grid gap-1 px-5 py-4 sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="font-semibold text-navy-900">{target.planName}</dt>
          <dd className="leading-7 text-slate-600">
            <span className="block font-semibold text-balance text-navy-900">{target.firstResponse}</span>
            {target.channel}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function ResponseTimes() {
  if (!responseTargets.length) return null
  const { label, columns } = responseTable
  return (
    <StackedTable label={label} columns={columns} className="text-base">
      {responseTargets.map((target) => (
        <tr key={target.plan} className="border-t border-slate-200 align-top">
          <th scope="row" className="px-5 py-3 font-semibold text-navy-900">
            {target.planName}
          </th>
          <td className="px-5 py-3 font-semibold text-navy-900">{target.firstResponse}</td>
          <td className="px-5 py-3 text-slate-600">
            <span className="sm:sr-only">{columns.channel}: </span>
            {target.channel}
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}

export function WorkingHours() {
  return <p>{workingHours}.</p>
}
