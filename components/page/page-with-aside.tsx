import { contentGrid } from '@/components/ui/content-grid'
import { surface } from '@/components/ui/card'

/**
 * A page's body on the content grid beside an aside, one grid for every form page and the sign-up hand-off: from
 * `lg`, a 40rem body (a form's measure) beside a 26rem aside (long enough lines for advice to read at length).
 */
export function PageWithAside({ aside, children }: { aside: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className={`${contentGrid} grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,40rem)_26rem] lg:justify-between`}>
      <div>{children}</div>
      {aside}
    </div>
  )
}

/** The aside's panel, named by its heading: from `lg` it stays in view beside a long form (short, so it always fits). */
export function AsidePanel({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <aside
      aria-labelledby={id}
      className={`${surface('tint', 'p-6')} lg:sticky lg:top-[calc(var(--site-top)+2rem)] lg:self-start`}
    >
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {heading}
      </h2>
      {children}
    </aside>
  )
}
