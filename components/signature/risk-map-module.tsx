import type { SignatureOf } from '@/content/signature'
import { ServiceChip } from '@/components/signature/service-chip'
import { moduleLabel } from '@/components/signature/label'

export function RiskMapModule({ module }: { module: SignatureOf<'risk-map'> }) {
  return (
    <table className="w-full text-left">
      <thead className={moduleLabel}>
        <tr>
          <th scope="col" className="pr-3 pb-1.5 font-semibold">
            Risk
          </th>
          <th scope="col" className="pb-1.5 font-semibold">
            Answered by
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-navy-100 border-y border-navy-100">
        {module.rows.map((row) => (
          <tr key={row.risk}>
            <th scope="row" className="py-2 pr-3 align-top font-medium text-navy-900">
              {row.risk}
            </th>
            <td className="py-2 align-top">
              <ul className="flex flex-wrap gap-1.5">
                {row.services.map((service) => (
                  <li key={service}>
                    <ServiceChip service={service} />
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
