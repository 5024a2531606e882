import Link from 'next/link'
import { mainLinks } from '@/content/navigation'
import type { Variant } from '@/lib/variant'
import { AccountAction } from './account-action'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { SolutionsMenu } from './solutions-menu'

export function SiteHeader({ variant }: { variant: Variant }) {
  return (
    <header className="relative border-b border-navy-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-20 max-w-6xl items-center justify-between gap-6 px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-7 text-sm font-medium text-slate-700">
            <li>
              <SolutionsMenu />
            </li>
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="rounded hover:text-navy-900">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <AccountAction variant={variant} />
        </div>
        <MobileMenu action={<AccountAction variant={variant} />} />
      </div>
    </header>
  )
}
