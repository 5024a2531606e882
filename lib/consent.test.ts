import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieDomain,
  consentCookieOptions,
  isLocalHost,
  COOKIE_POLICY_VERSION,
  formatConsent,
  parseConsent,
} from '#lib/consent'

describe('consent cookie', () => {
  it('is named for the product', () => {
    expect(CONSENT_COOKIE).toBe('plainguard-cookie-consent')
  })

  it('records the choice, the policy version and the day it was made', () => {
    expect(formatConsent('accepted', new Date('2026-12-01T23:30:00Z'), '2026-11-23')).toBe('accepted.2026-11-23.2026-12-01')
  })

  it('honours a choice made under the current policy version', () => {
    const day = new Date('2026-12-01T10:00:00Z')
    expect(parseConsent(formatConsent('accepted', day))).toBe('accepted')
    expect(parseConsent(formatConsent('declined', day))).toBe('declined')
    expect(parseConsent(`declined.${COOKIE_POLICY_VERSION}.2026-12-01`)).toBe('declined')
  })

  it('asks again when the policy version has changed, or the value predates versions', () => {
    expect(parseConsent('accepted.2026-11-23.2026-12-01', '2027-03-01')).toBeUndefined()
    expect(parseConsent('accepted.2026-01-01.2026-01-02')).toBeUndefined()
    expect(parseConsent('accepted')).toBeUndefined()
    expect(parseConsent('declined')).toBeUndefined()
  })

  it('ignores anything else', () => {
    const valid = formatConsent('accepted', new Date('2026-12-01T10:00:00Z'))
    for (const bad of [
      undefined,
      '',
      'true',
      'ACCEPTED',
      `${valid} `,
      `maybe${valid.slice(8)}`,
      '{"accepted":true}',
      'x'.repeat(4096),
    ]) {
      expect(parseConsent(bad)).toBeUndefined()
    }
  })

  it.each([
    ['plainguard.co.uk', '.plainguard.co.uk'],
    ['www.plainguard.co.uk', '.plainguard.co.uk'],
    ['WWW.Plainguard.CO.UK', '.plainguard.co.uk'],
    ['plainguard.com', '.plainguard.com'],
    ['staging.eu.plainguard.com', '.plainguard.com'],
  ])('uses the domain family for %s', (host, domain) => {
    expect(consentCookieDomain(host)).toBe(domain)
  })

  it.each(['localhost', '127.0.0.1', 'plainguard.co.uk.evil.com', 'notplainguard.co.uk', 'preview.vercel.app'])(
    'is host-only on %s',
    (host) => {
      expect(consentCookieDomain(host)).toBeUndefined()
    },
  )

  it('is Secure except on local hosts', () => {
    expect(isLocalHost('localhost')).toBe(true)
    expect(isLocalHost('127.0.0.1')).toBe(true)
    expect(isLocalHost('plainguard.co.uk')).toBe(false)
    expect(consentCookieOptions('localhost').secure).toBe(false)
    expect(consentCookieOptions('www.plainguard.co.uk')).toEqual({
      path: '/',
      domain: '.plainguard.co.uk',
      secure: true,
      sameSite: 'lax',
      maxAge: CONSENT_MAX_AGE_SECONDS,
    })
  })

  it('lasts about six months', () => {
    const days = CONSENT_MAX_AGE_SECONDS / 86400
    expect(days).toBeGreaterThanOrEqual(180)
    expect(days).toBeLessThanOrEqual(184)
  })
})
