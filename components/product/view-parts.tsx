import { Fragment } from 'react'
import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'
import { StatusPill } from '@/components/product/status-pill'
import type { ViewStatus } from '@/content/product-view'

/** A grid filled column by column: the label over the title, the status on the right. */
export function ViewHeader({ label, title, status }: { label: string; title: string; status?: ViewStatus }) {
  return (
    <div className="grid grid-flow-col grid-cols-[minmax(0,1fr)_auto] grid-rows-[auto_auto] items-start gap-x-3 [&>.view-pill]:row-span-2">
      <p className="view-label">{label}</p>
      <p className="mt-0.5 text-base font-semibold text-navy-900">{title}</p>
      {status && <StatusPill status={status} />}
    </div>
  )
}

/** An address: monospaced on one line, ending in an ellipsis where it cannot fit (its whole text stays in the page and its title). */
export function Mono({ children, className }: { children: string; className?: string }) {
  return (
    <span title={children} className={`block truncate view-mono ${className ?? ''}`}>
      {children}
    </span>
  )
}

export function Details({ items, className }: { items: { label: string; value: React.ReactNode }[]; className?: string }) {
  return (
    <dl className={`grid gap-x-4 gap-y-2 rounded-lg bg-navy-50 px-3 py-2.5 sm:grid-cols-[auto_minmax(0,1fr)] ${className ?? ''}`}>
      {items.map((item) => (
        <Fragment key={item.label}>
          <dt className="view-term">{item.label}</dt>
          <dd className="view-value">{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

/** Counts on tiles: a grid filled column by column, so each term and figure pair needs no element around it. */
export function Stats({ items, className }: { items: { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={`grid auto-cols-fr grid-flow-col grid-rows-[auto_auto] gap-x-2 ${className ?? ''}`}>
      {items.map((stat) => (
        <Fragment key={stat.label}>
          <dt className="min-w-0 rounded-t-lg bg-navy-50 px-2.5 pt-1.5 text-xs text-slate-600">{stat.label}</dt>
          <dd className="min-w-0 rounded-b-lg bg-navy-50 px-2.5 pb-1.5 text-lg font-semibold text-navy-900 tabular-nums">
            {stat.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}

export function NextStep({ children }: { children: string }) {
  return (
    <p className="view-detail mt-3 flex gap-2 border-t border-navy-100 pt-3 text-xs text-slate-700">
      <span className="font-semibold text-accent-800">Next</span>
      <span>{keepHyphenatedWords(children)}</span>
    </p>
  )
}
