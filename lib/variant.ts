/** The two prerendered variants of every page: the jwt cookie only swaps Book a Demo for Dashboard. */
export const variants = ['visitor', 'customer'] as const
export type Variant = (typeof variants)[number]

export const JWT_COOKIE = 'jwt'

export function isVariant(value: unknown): value is Variant {
  return variants.includes(value as Variant)
}

/** A non-empty jwt cookie means a logged-in customer; `jwt=` is what a logout leaves behind. */
export function variantFor(jwt: string | undefined): Variant {
  return jwt ? 'customer' : 'visitor'
}

/** The internal path of a page's variant: `/pricing` -> `/customer/pricing`, `/` -> `/visitor`. */
export function variantPath(variant: Variant, pathname: string): string {
  return pathname === '/' ? `/${variant}` : `/${variant}${pathname}`
}
