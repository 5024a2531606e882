/** JSON-LD text with every `<` escaped: next-seo's escaping misses `</script >` and `</SCRIPT\n`. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data, (_key, value: unknown) => (value === null ? undefined : value)).replace(/</g, '\\u003c')
}
