/** security.txt (RFC 9116) lasts this long from the moment it is written: under the RFC's one year. */
export const SECURITY_TXT_LIFETIME_DAYS = 364

/** How long any cache may keep a copy: a day, far inside the lifetime, so no cache serves one past its Expires. */
export const SECURITY_TXT_CACHE_CONTROL = 'public, max-age=86400'

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
