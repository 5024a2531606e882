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
