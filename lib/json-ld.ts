/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` written `\u003c`, so no string
 * in it can end the element (`</script >`, `</SCRIPT\n`) or open a comment. Nulls are left out, as next-seo does.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (value === null ? undefined : value)).replace(/</g, '\\u003c')
}
