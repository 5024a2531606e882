/** A table that below `sm` stacks each row as a card (no sideways scroll), its header row read, not shown. */
export const stackedTable =
  'w-full border-collapse text-left sm:min-w-[36rem] max-sm:[&_td]:block max-sm:[&_td]:pt-0 max-sm:[&_th[scope=row]]:block max-sm:[&_th[scope=row]]:pb-2 max-sm:[&_tr]:block'

/** The frame and header row of such a table. */
export const tableFrame = 'overflow-x-auto rounded-xl border border-slate-200 bg-white'
export const tableHead = 'bg-navy-50 text-navy-900 max-sm:sr-only'
