import Link from 'next/link'
import { mainLinks } from '@/content/navigation'
import type { Variant } from '@/lib/variant'
import { AccountAction } from './account-action'
import { Logo } from './logo'

export function SiteHeader({ variant }: { variant: Variant }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-6 px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium text-slate-700">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-navy-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <AccountAction variant={variant} />
      </div>
    </header>
  )
}
