import Link from 'next/link'
import { contentGrid } from '@/components/ui/content-grid'
import { mainLinks } from '@/content/navigation'
import type { Variant } from '@/lib/variant'
import { AccountAction } from './account-action'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { SolutionsMenu } from './solutions-menu'

/** The navbar: logo, Solutions dropdown and links from `md`, the menu button below it, and the account action. */
export function SiteHeader({ variant }: { variant: Variant }) {
  return (
    <header className="group/header relative border-b border-navy-100 bg-white/95 backdrop-blur">
      <div className={`${contentGrid} flex h-20 items-center gap-1.5 md:gap-6`}>
        {/* From `md` the links sit beside the logo and the account action takes the free space: a navbar
            painted before its HTML has all arrived then only grows to the right, and nothing in it moves. */}
        <div className="max-md:mr-auto md:mr-4">
          <Logo collapsible />
        </div>
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
        {/* On phones too, beside the menu button; while the menu is open, its own copy at the bottom replaces this one. */}
        <div className="max-md:group-has-[#mobile-menu:popover-open]/header:hidden md:ml-auto">
          <AccountAction variant={variant} />
        </div>
        <MobileMenu action={<AccountAction variant={variant} />} />
      </div>
    </header>
  )
}
