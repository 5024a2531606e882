import { StackedTable } from '@/components/ui/table'
import { cookieTable, storageItems } from '@/content/policies/cookies'

/** The cookie policy's items (content/policies/cookies.ts) as a table to read across: `<CookieTable />`. */
export function CookieTable() {
  const { label, columns } = cookieTable
  return (
    <StackedTable label={label} columns={columns} className="text-base">
      {storageItems.map((item) => (
        <tr key={item.name} className="border-t border-slate-200 align-top">
          <th scope="row" className="px-5 py-3 font-semibold break-words text-navy-900">
            {item.name}
            <span className="block text-sm font-normal text-slate-600">{item.kind}</span>
          </th>
          <td className="px-5 py-3 text-slate-700">{item.purpose}</td>
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
