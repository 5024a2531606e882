import { hasCustomerCookie } from './audience-rule.ts'

/** The two prerendered variants of every page: the jwt cookie only swaps Book a Demo for Dashboard. */
export const variants = ['visitor', 'customer'] as const
export type Variant = (typeof variants)[number]

export function isVariant(value: unknown): value is Variant {
  return variants.includes(value as Variant)
}

/**
 * The variant for a request's Cookie header, by the rule in lib/audience-rule.ts that the documented
 * caches apply too: one non-empty jwt token is a customer; none, `jwt=` (what a logout leaves), two
 * jwt cookies, or a value that is not a token is a visitor.
 */
export function variantForCookies(cookieHeader: string | null | undefined): Variant {
  return hasCustomerCookie(cookieHeader) ? 'customer' : 'visitor'
}

/** The internal path of a page's variant: `/pricing` -> `/customer/pricing`, `/` -> `/visitor`. */
export function variantPath(variant: Variant, pathname: string): string {
  return pathname === '/' ? `/${variant}` : `/${variant}${pathname}`
}
