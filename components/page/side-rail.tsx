import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import type { CtaCopy } from '@/content/pages'

type Props = {
  /** The panels that follow the reader (facts, the page's sections). */
  children?: React.ReactNode
  /** The reader's next step, at the rail's foot, level with the end of the column beside it (from `lg`). */
  next: CtaCopy
  className?: string
}

/**
 * A long page's side rail from `lg`: as tall as the column beside it, its panels sticky in the space above the
 * foot card (so they never slide over it), the card closing the rail where the column ends. On a phone, the panels only.
 */
export function SideRail({ children, next, className = '' }: Props) {
  return (
    <div className={`flex flex-col gap-6 ${className}`}>
      {children && (
        <div className="flex-1">
          <div className="space-y-6 lg:sticky-rail">{children}</div>
        </div>
      )}
      <RailCard copy={next} />
    </div>
  )
}

function RailCard({ copy }: { copy: CtaCopy }) {
  return (
    <aside aria-label={copy.heading} className="mt-auto rounded-xl bg-navy-900 p-5 text-slate-300 max-lg:hidden">
      <p className="font-semibold text-white">{copy.heading}</p>
      <p className="mt-2 text-sm">{copy.text}</p>
      <Link href={copy.primary.href} className={`${buttonClasses('primary')} mt-4 w-full`}>
        {copy.primary.label}
      </Link>
    </aside>
  )
}
