import { hasCustomerCookie } from './audience-rule.ts'

/** The two prerendered variants of every page: the jwt cookie only swaps Book a Demo for Dashboard. */
export const variants = ['visitor', 'customer'] as const
export type Variant = (typeof variants)[number]

export function isVariant(value: unknown): value is Variant {
  return variants.includes(value as Variant)
}

/** The variant for a Cookie header, by the rule the documented caches apply too (lib/audience-rule.ts). */
export function variantForCookies(cookieHeader: string | null | undefined): Variant {
  return hasCustomerCookie(cookieHeader) ? 'customer' : 'visitor'
}

/** The internal path of a page's variant: `/pricing` -> `/customer/pricing`, `/` -> `/visitor`. */
export function variantPath(variant: Variant, pathname: string): string {
  return pathname === '/' ? `/${variant}` : `/${variant}${pathname}`
}

/** The path the browser shows for a page's variant: `/customer/pricing` -> `/pricing`, `/visitor` -> `/`. */
export function publicPath(pathname: string): string {
  const [, first, rest] = /^\/([^/]+)(\/.*)?$/.exec(pathname) ?? []
  return isVariant(first) ? (rest ?? '/') : pathname
}

/** What a menu link to `href` is on the page at `pathname` (either form): the page itself, in its section, or neither. */
export function linkCurrent(pathname: string, href: string): 'page' | 'true' | undefined {
  const path = publicPath(pathname)
  if (path === href) return 'page'
  return path.startsWith(`${href}/`) ? 'true' : undefined
}
