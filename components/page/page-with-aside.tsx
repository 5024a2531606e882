import { contentGrid } from '#components/ui/content-grid.ts'

/** The columns from `lg`: a 42rem body beside an 18rem panel, or, for advice to read at length, a 40rem body beside 26rem. */
const columns = {
  panel: 'lg:grid-cols-[minmax(0,42rem)_18rem]',
  advice: 'lg:grid-cols-[minmax(0,40rem)_26rem]',
} as const

/** A page's body on the content grid beside an aside (form pages, the sign-up hand-off). */
export function PageWithAside({
  aside,
  width = 'panel',
  children,
}: {
  aside: React.ReactNode
  width?: keyof typeof columns
  children: React.ReactNode
}) {
  return (
    <div className={`${contentGrid} grid gap-12 py-12 sm:py-16 ${columns[width]} lg:justify-between`}>
      <div>{children}</div>
      {aside}
    </div>
  )
}

/** The aside's panel, named by its heading. */
export function AsidePanel({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <aside aria-labelledby={id} className="rounded-xl border border-navy-100 bg-navy-50 p-6 lg:self-start">
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {heading}
      </h2>
      {children}
    </aside>
  )
}
