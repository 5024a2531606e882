// The audience rule, shared verbatim by the middleware and nginx's cache key (deploy/nginx/plainguard-http.conf), in
// patterns JavaScript and PCRE read alike; npm run check:proxy sends every cookie shape through both.

/** Two or more cookies named jwt: ambiguous, so no login is assumed. Checked first. */
const ambiguous = /(^|;)[ \t]*jwt=.*;[ \t]*jwt=/

/** Exactly one (after the check above) cookie named jwt, with a non-empty token value. */
const customer = /(^|;)[ \t]*jwt=[A-Za-z0-9._~+/=-]+[ \t]*(;|$)/

export function hasCustomerCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader || ambiguous.test(cookieHeader)) return false
  return customer.test(cookieHeader)
}
