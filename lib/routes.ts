/**
 * The pages search engines should not list (`noindex, follow`, left out of the sitemap): the sign-up
 * hand-offs, and the unsubscribe page, reached from an email with the address in the query string.
 * Named once, here: `pageMetadata` reads it, and content/routes.ts marks its pages with it.
 */
export const unlistedPaths: ReadonlySet<string> = new Set(['/newsletter/unsubscribe', '/signup/starter', '/signup/business'])
