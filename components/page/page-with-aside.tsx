import { contentGrid } from '@/components/ui/content-grid'
import { surface } from '@/components/ui/card'

/** From `lg`, a 40rem body (a form's measure) beside a 26rem aside (lines long enough to read advice at length). */
export function PageWithAside({ aside, children }: { aside: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className={`${contentGrid} grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,40rem)_26rem] lg:justify-between`}>
      <div>{children}</div>
      {aside}
    </div>
  )
}

type PanelProps = { id: string; heading: string; sticky?: boolean; children: React.ReactNode }

/** Sticky from `lg` beside a long form, unless told otherwise; short enough that it always fits. */
export function AsidePanel({ id, heading, sticky = true, children }: PanelProps) {
  const stays = sticky ? 'lg:sticky lg:top-[calc(var(--site-top)+2rem)] lg:self-start' : ''
  return (
    <aside aria-labelledby={id} className={`${surface('tint', 'p-6')} ${stays}`}>
      <h2 id={id} className="text-lg font-semibold text-navy-900">
        {heading}
      </h2>
      {children}
    </aside>
  )
}
