import { parseSecurityTxt, SECURITY_TXT_CACHE_CONTROL, SECURITY_TXT_LIFETIME_DAYS, securityTxt } from '#lib/security-txt'

const now = new Date('2026-11-23T10:15:30.456Z')
const text = securityTxt({ siteUrl: 'https://plainguard.co.uk', email: 'security@plainguard.co.uk', now })
const fields = parseSecurityTxt(text)

describe('securityTxt (RFC 9116)', () => {
  it('has the required fields once, and contacts by email and on the security page', () => {
    expect(fields.get('contact')).toEqual(['mailto:security@plainguard.co.uk', 'https://plainguard.co.uk/security'])
    expect(fields.get('expires')).toHaveLength(1)
    expect(fields.get('preferred-languages')).toEqual(['en'])
    expect(fields.get('canonical')).toEqual(['https://plainguard.co.uk/.well-known/security.txt'])
    expect(fields.get('policy')).toEqual(['https://plainguard.co.uk/security'])
  })

  it('expires less than a year after the build, in the RFC 3339 form', () => {
    const expires = fields.get('expires')![0]!
    expect(expires).toBe('2027-11-22T10:15:30Z')
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(SECURITY_TXT_LIFETIME_DAYS - 1)
    expect(days).toBeLessThan(365)
  })

  it('may be cached a day, so a cached copy always expires long before its Expires', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(SECURITY_TXT_CACHE_CONTROL)?.[1])
    expect(SECURITY_TXT_CACHE_CONTROL).not.toMatch(/s-maxage|stale/)
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThan(SECURITY_TXT_LIFETIME_DAYS * 86_400)
  })

  it('ends with a newline and has no empty fields', () => {
    expect(text.endsWith('\n')).toBe(true)
    expect(
      text
        .trim()
        .split('\n')
        .every((line) => /^[A-Za-z-]+: \S/.test(line)),
    ).toBe(true)
  })
})
