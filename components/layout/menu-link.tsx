'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { linkCurrent } from '@/lib/variant'

/** A menu's link, marked `aria-current` on the page it leads to or in its section; in the server HTML too. */
export function MenuLink(props: React.ComponentProps<typeof Link> & { href: string }) {
  return <Link aria-current={linkCurrent(usePathname(), props.href)} {...props} />
}
