'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { linkCurrent } from '#lib/variant'

/** aria-current on its page or in its section, in the server HTML too. */
export function MenuLink(props: React.ComponentProps<typeof Link> & { href: string }) {
  return <Link aria-current={linkCurrent(usePathname(), props.href)} {...props} />
}
