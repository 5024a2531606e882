import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { surface } from '@/components/ui/card'
import { IconTile } from '@/components/ui/icon'
import { lookalikeLink, lookalikeToolName } from '@/content/tools/lookalike-domains'

export function LookalikeCallout({ className = '' }: { className?: string }) {
  return (
    <div
      className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 ${surface('white')} relative overflow-hidden p-5 pl-6 before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-accent-600 sm:grid-cols-[auto_minmax(0,1fr)_auto] [&>svg]:row-span-2 ${className}`}
    >
      <IconTile name="search" />
      <p className="font-semibold text-navy-900">{lookalikeToolName}</p>
      <p className="text-sm text-slate-600">{lookalikeLink.text}</p>
      <Link
        href={lookalikeLink.href}
        className={`${buttonClasses('secondary', 'md')} col-span-2 mt-3 sm:col-span-1 sm:col-start-3 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:self-center`}
      >
        {lookalikeLink.label}
      </Link>
    </div>
  )
}
