import { baselinePolicy, contentSecurityPolicy, pageHeaderPolicy } from '#lib/csp'

describe('contentSecurityPolicy', () => {
  const site = {
    url: 'https://plainguard.co.uk',
    apiUrl: 'https://api.plainguard.co.uk',
    statuspageUrl: 'https://plainguard.statuspage.io/api/v2/incidents/unresolved.json',
    sentryDsn: undefined,
  }

  it("fails closed: no inline script until the build adds the page's hashes", () => {
    const policy = contentSecurityPolicy(site)
    expect(policy).toContain("; script-src 'self';")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/)
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  })

  it('has every directive the Observatory wants that a <meta> may carry', () => {
    const directives = contentSecurityPolicy(site).split('; ')
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      'upgrade-insecure-requests',
    ]) {
      expect(directives).toContain(directive)
    }
    // A browser ignores these in a <meta>, and says so in the console.
    expect(directives.filter((directive) => /^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(directive))).toEqual([])
    expect(pageHeaderPolicy).toBe("frame-ancestors 'none'")
  })

  it('limits connections to the site, the API, the status page and, with a DSN, Sentry', () => {
    expect(contentSecurityPolicy(site)).toContain(
      "connect-src 'self' https://api.plainguard.co.uk https://plainguard.statuspage.io;",
    )
    expect(contentSecurityPolicy({ ...site, sentryDsn: 'https://key@o1.ingest.sentry.io/2' })).toContain(
      "connect-src 'self' https://api.plainguard.co.uk https://plainguard.statuspage.io https://o1.ingest.sentry.io;",
    )
  })

  it('upgrades insecure requests only when the configured site is https', () => {
    expect(contentSecurityPolicy({ ...site, url: 'http://localhost:3000' })).not.toContain('upgrade-insecure-requests')
  })

  it('says nothing about scripts in the page header, so the page policy alone decides them', () => {
    expect(pageHeaderPolicy).not.toMatch(/default-src|script-src/)
    expect(baselinePolicy).toContain("script-src 'self';")
  })
})
