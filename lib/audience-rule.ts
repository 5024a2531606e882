// The audience rule, shared verbatim by the middleware and nginx's cache key, in patterns JavaScript and PCRE read alike.

/** Two or more cookies named jwt: ambiguous, so no login is assumed. Checked first. */
export const ambiguousJwtPattern = '(^|;)[ \\t]*jwt=.*;[ \\t]*jwt='

/** Exactly one (after the check above) cookie named jwt, with a non-empty token value. */
export const customerJwtPattern = '(^|;)[ \\t]*jwt=[A-Za-z0-9._~+/=-]+[ \\t]*(;|$)'

const ambiguous = new RegExp(ambiguousJwtPattern)
const customer = new RegExp(customerJwtPattern)

/** Whether a Cookie header (several joined with `; `) is a logged-in customer's. */
export function hasCustomerCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader || ambiguous.test(cookieHeader)) return false
  return customer.test(cookieHeader)
}
