import { bookDemoLink } from '@/content/links'
import { site } from '#lib/site'
import type { Variant } from '#lib/variant'
import { buttonClasses } from '@/components/ui/button'
import { MenuLink } from '@/components/layout/menu-link'

/** Book a Demo or Dashboard, as middleware decides: rendered on the server. */
export function AccountAction({ variant, className }: { variant: Variant; className?: string }) {
  const classes = className ? `${buttonClasses('primary', 'nav')} ${className}` : buttonClasses('primary', 'nav')
  if (variant === 'customer') {
    return (
      <a href={site.dashboardUrl} className={classes}>
        Dashboard
      </a>
    )
  }
  // Marked current on /book-demo for assistive technology; a ring there read as a stuck focus outline.
  return (
    <MenuLink href={bookDemoLink.href} className={classes}>
      {bookDemoLink.label}
    </MenuLink>
  )
}
