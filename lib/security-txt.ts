/** security.txt (RFC 9116) lasts this long from the build that writes it: under the RFC's one year. */
export const SECURITY_TXT_LIFETIME_DAYS = 364

/** The site's /.well-known/security.txt for a build made at `now`. */
export function securityTxt({ siteUrl, email, now }: { siteUrl: string; email: string; now: Date }): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_LIFETIME_DAYS * 24 * 60 * 60 * 1000)
  expires.setUTCMilliseconds(0)
  return [
    `Contact: mailto:${email}`,
    `Contact: ${siteUrl}/security`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${siteUrl}/security`,
    '',
  ].join('\n')
}

/** The fields of a security.txt, each name with its values in order. */
export function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>()
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Za-z-]+):\s*(.+)$/.exec(line)
    if (!match) continue
    const name = match[1]!.toLowerCase()
    fields.set(name, [...(fields.get(name) ?? []), match[2]!.trim()])
  }
  return fields
}
