'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { linkCurrent } from '#lib/variant.ts'

/** How a menu marks the page shown: an accent underline, or, where the link is a block with a second line, a fill. */
const marks = {
  underline:
    '[&[aria-current]]:text-navy-900 [&[aria-current]]:underline [&[aria-current]]:decoration-accent-500 [&[aria-current]]:decoration-2 [&[aria-current]]:underline-offset-[0.45em]',
  fill: '[&[aria-current]]:text-accent-700 lg:[&[aria-current]]:bg-navy-50',
}

/** A menu's link, with `aria-current` on the page it leads to, or on a page under it (a post under /blog). */
export function MenuLink({
  href,
  className,
  mark = 'underline',
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'href'> & { href: string; mark?: keyof typeof marks }) {
  return <Link href={href} aria-current={linkCurrent(usePathname(), href)} className={`${className} ${marks[mark]}`} {...props} />
}
