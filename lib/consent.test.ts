import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieDomain,
  consentCookieOptions,
  isLocalHost,
  parseConsent,
} from './consent'

describe('consent cookie', () => {
  it('is named for the product', () => {
    expect(CONSENT_COOKIE).toBe('plainguard-cookie-consent')
  })

  it('parses only the two choices', () => {
    expect(parseConsent('accepted')).toBe('accepted')
    expect(parseConsent('declined')).toBe('declined')
    for (const bad of [undefined, '', 'true', 'ACCEPTED', 'accepted ', '{"accepted":true}', 'x'.repeat(4096)]) {
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
