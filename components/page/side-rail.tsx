import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import type { CtaCopy } from '@/content/pages'
import { surface } from '@/components/ui/card'

type Props = {
  children?: React.ReactNode
  /** None where the page already ends on it. */
  next?: CtaCopy
  className?: string
}

/** Sticky from `lg`; below it, with a next step, `contents`: the panels above the text, the next step after it. */
export function SideRail({ children, next, className = '' }: Props) {
  const onPhone = next ? 'max-lg:contents' : ''
  return (
    <div className={`${className} ${onPhone}`}>
      <div className={`space-y-6 lg:sticky-rail ${onPhone}`}>
        {children}
        {next && <RailCard copy={next} className="max-lg:order-last" />}
      </div>
    </div>
  )
}

/** Dark in the rail beside the text; light after it on a phone, where the page's closing band or the footer follows. */
function RailCard({ copy, className }: { copy: CtaCopy; className: string }) {
  return (
    <aside
      aria-label={copy.heading}
      className={`${surface('tint', 'p-5')} text-slate-700 ${className} lg:border-navy-900 lg:bg-navy-900 lg:text-slate-300`}
    >
      <p className="font-semibold text-navy-900 lg:text-white">{copy.heading}</p>
      <p className="mt-2 text-sm">{copy.text}</p>
      <Link href={copy.primary.href} className={`${buttonClasses('primary')} mt-4 w-full`}>
        {copy.primary.label}
      </Link>
    </aside>
  )
}
