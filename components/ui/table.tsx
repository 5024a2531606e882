/** A table that below `sm` stacks each row as a card (no sideways scroll), its header row read, not shown. */
const stackedTable =
  'w-full border-collapse text-left sm:min-w-[36rem] max-sm:[&_td]:block max-sm:[&_td]:pt-0 max-sm:[&_th[scope=row]]:block max-sm:[&_th[scope=row]]:pb-2 max-sm:[&_tr]:block'

type Props = {
  label: string
  columns: Record<string, string>
  className?: string
  children: React.ReactNode
}

export function StackedTable({ label, columns, className = '', children }: Props) {
  return (
    <div
      className={`overflow-x-auto rounded-xl border border-slate-200 bg-white ${className}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={stackedTable}>
        <thead className="bg-navy-50 text-navy-900 max-sm:sr-only">
          <tr>
            {Object.values(columns).map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
