import { hasCustomerCookie } from '#lib/audience-rule'

/** The jwt cookie only swaps Book a Demo for Dashboard. */
export const variants = ['visitor', 'customer'] as const
export type Variant = (typeof variants)[number]

export function isVariant(value: unknown): value is Variant {
  return variants.includes(value as Variant)
}

/** The documented caches apply the same rule (lib/audience-rule.ts). */
export function variantForCookies(cookieHeader: string | null | undefined): Variant {
  return hasCustomerCookie(cookieHeader) ? 'customer' : 'visitor'
}

export function variantPath(variant: Variant, pathname: string): string {
  return pathname === '/' ? `/${variant}` : `/${variant}${pathname}`
}

/** usePathname reads `/visitor/pricing` while prerendering and `/pricing` in the browser: both become `/pricing`. */
export function publicPath(pathname: string): string {
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? []
  return isVariant(first) ? (rest ?? '/') : pathname
}

/** The aria-current value: `page` for the page itself, `true` within its section; `pathname` may be either form. */
export function linkCurrent(pathname: string, href: string): 'page' | 'true' | undefined {
  const path = publicPath(pathname)
  if (path === href) return 'page'
  return path.startsWith(`${href}/`) ? 'true' : undefined
}
