// The one rule that decides a request's audience from its raw Cookie header. The middleware
// (lib/variant.ts) and every documented cache key (deploy/nginx/plainguard-http.conf's map) apply
// these two patterns, in this order, and nothing else: a cache can then never key a request as one
// audience while the middleware renders it as the other. Written in the syntax JavaScript and PCRE
// (nginx) read alike; lib/audience-rule.test.ts checks that the nginx file carries them verbatim.
//
// Cookies are separated by `;` only (not `,`), names are case-sensitive, and a value is a token's
// characters (a JWT's base64url and dots); anything else, including two jwt cookies, is a visitor.
// Spaces and tabs count alike around each cookie: Node trims both from the header's ends before the
// middleware sees it, while nginx keys on the header with its tabs, so the rule must not care.

/** Two or more cookies named jwt: ambiguous, so no login is assumed. Checked first. */
export const ambiguousJwtPattern = '(^|;)[ \\t]*jwt=.*;[ \\t]*jwt='

/** Exactly one (after the check above) cookie named jwt, with a non-empty token value. */
export const customerJwtPattern = '(^|;)[ \\t]*jwt=[A-Za-z0-9._~+/=-]+[ \\t]*(;|$)'

const ambiguous = new RegExp(ambiguousJwtPattern)
const customer = new RegExp(customerJwtPattern)

/**
 * Whether a Cookie header (as the server received it; several headers joined with `; `) is a
 * logged-in customer's.
 */
export function hasCustomerCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader || ambiguous.test(cookieHeader)) return false
  return customer.test(cookieHeader)
}
