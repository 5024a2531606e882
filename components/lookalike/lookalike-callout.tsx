import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { IconTile } from '@/components/ui/icon'
import { lookalikeLink, lookalikeToolName } from '@/content/tools/lookalike-domains'

/** The way to the free checker from other pages: one line of what it does and a link, compact at every width. */
export function LookalikeCallout({ className = '' }: { className?: string }) {
  return (
    <div
      className={`flex flex-col gap-4 rounded-xl border border-l-4 border-navy-100 border-l-accent-600 bg-white p-5 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex gap-4">
        <IconTile name="search" />
        <div>
          <p className="font-semibold text-navy-900">{lookalikeToolName}</p>
          <p className="mt-1 text-sm text-slate-600">{lookalikeLink.text}</p>
        </div>
      </div>
      <Link href={lookalikeLink.href} className={`${buttonClasses('secondary', 'md')} shrink-0`}>
        {lookalikeLink.label}
      </Link>
    </div>
  )
}
