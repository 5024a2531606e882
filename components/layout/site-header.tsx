import { contentGrid } from '@/components/ui/content-grid'
import { mainLinks } from '@/content/navigation'
import type { Variant } from '#lib/variant'
import { AccountAction } from '@/components/layout/account-action'
import { Logo } from '@/components/layout/logo'
import { MenuLink } from '@/components/layout/menu-link'
import { MobileMenu } from '@/components/layout/mobile-menu'
import { SolutionsMenu } from '@/components/layout/solutions-menu'

export function SiteHeader({ variant }: { variant: Variant }) {
  return (
    <header
      className={`group/header relative border-b border-navy-100 bg-white/95 backdrop-blur ${contentGrid} flex h-20 items-center gap-1.5 max-md:grid max-md:grid-cols-[1fr_auto_2.75rem] md:gap-6`}
    >
      {/* The free space is the account action's, so a navbar painted before all its HTML arrives only grows rightwards. */}
      <Logo collapsible className="max-md:mr-auto md:mr-4" />
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-7 text-sm font-medium text-slate-700">
          <li>
            <SolutionsMenu />
          </li>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <MenuLink href={link.href} className={`rounded hover:text-navy-900 ${currentMark}`}>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* As wide as its longest label, so a label still arriving moves nothing; the open menu has its own copy. */}
      <AccountAction
        variant={variant}
        className="min-w-30 max-md:group-has-[#mobile-menu:popover-open]/header:hidden sm:min-w-32 md:ml-auto"
      />
      <MobileMenu action={<AccountAction variant={variant} />} />
    </header>
  )
}

/** The navbar's mark for the page shown: its link underlined in the accent, under the text like a tab. */
const currentMark =
  'current:text-navy-900 current:underline current:decoration-accent-500 current:decoration-2 current:underline-offset-[0.6rem]'
