import { Fragment } from 'react'
import { StackedTable } from '@/components/ui/table'
import { cookieTable, storageItems } from '@/content/policies/cookies'

export function CookieTable() {
  const { label, columns } = cookieTable
  return (
    <StackedTable label={label} columns={columns} className="text-base">
      {storageItems.map((item) => (
        <tr key={item.name} className="border-t border-slate-200 align-top">
          <th scope="row" className="px-5 py-3 font-semibold text-navy-900">
            {/* A name is one token: lines break between names, never inside one. */}
            {item.name.split(', ').map((name, index) => (
              <Fragment key={name}>
                {index > 0 && ', '}
                <span className="whitespace-nowrap">{name}</span>
              </Fragment>
            ))}
            <span className="block text-sm font-normal text-slate-600">{item.kind}</span>
          </th>
          {/* The one column of sentences: the widest, so it does not break down to a word a line. */}
          <td className="px-5 py-3 text-slate-700 sm:min-w-60">{item.purpose}</td>
          <td className="px-5 py-3 text-slate-700">
            <span className="sm:sr-only">{columns.lifetime}: </span>
            {item.lifetime}
          </td>
          <td className="px-5 py-3 text-slate-700">
            <span className="sm:sr-only">{columns.consent}: </span>
            {item.consent}
          </td>
        </tr>
      ))}
    </StackedTable>
  )
}
