import { bookDemoLink } from '@/content/links'
import { site } from '@/lib/site'
import type { Variant } from '@/lib/variant'
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
  // On /book-demo itself it is marked current, so the button reads as where the visitor is.
  return (
    <MenuLink href={bookDemoLink.href} className={`${classes} current:ring-2 current:ring-accent-600 current:ring-offset-2`}>
      {bookDemoLink.label}
    </MenuLink>
  )
}
