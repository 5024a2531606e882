import { contentSecurityPolicy, parseCspManifest, scriptHashesFor, type CspManifest } from './csp.ts'

const manifest: CspManifest = {
  visitor: { '/': ["'sha256-home'"], '/pricing': ["'sha256-a'", "'sha256-v'"] },
  customer: { '/': ["'sha256-home-c'"], '/pricing': ["'sha256-a'", "'sha256-c'"] },
  notFound: ["'sha256-404'"],
}

describe('scriptHashesFor', () => {
  it('picks the page of the right variant', () => {
    expect(scriptHashesFor(manifest, 'visitor', '/pricing')).toEqual(["'sha256-a'", "'sha256-v'"])
    expect(scriptHashesFor(manifest, 'customer', '/pricing')).toEqual(["'sha256-a'", "'sha256-c'"])
    expect(scriptHashesFor(manifest, 'customer', '/')).toEqual(["'sha256-home-c'"])
  })

  it('ignores a trailing slash', () => {
    expect(scriptHashesFor(manifest, 'visitor', '/pricing/')).toEqual(["'sha256-a'", "'sha256-v'"])
  })

  it('uses the 404 page for any other path, including prototype names', () => {
    for (const path of ['/nope', '/constructor', '/__proto__', '/toString', '/pricing/x']) {
      expect(scriptHashesFor(manifest, 'visitor', path)).toEqual(["'sha256-404'"])
    }
  })
})

describe('parseCspManifest', () => {
  it('reads the JSON the build writes and refuses anything else', () => {
    expect(parseCspManifest(JSON.stringify(manifest))).toEqual(manifest)
    expect(parseCspManifest(undefined)).toBeNull()
    expect(parseCspManifest('')).toBeNull()
    expect(parseCspManifest('{')).toBeNull()
    expect(parseCspManifest('{"visitor":{}}')).toBeNull()
  })
})

describe('contentSecurityPolicy', () => {
  const base = {
    scriptHashes: ["'sha256-a'", "'sha256-b'"],
    apiUrl: 'https://api.plainguard.co.uk',
    statuspageUrl: 'https://plainguard.statuspage.io/api/v2/incidents/unresolved.json',
    upgradeInsecureRequests: true,
  }

  it('allows scripts from the site and the page hashes only', () => {
    const policy = contentSecurityPolicy(base)
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  })

  it('has the directives the Observatory looks for', () => {
    const directives = contentSecurityPolicy(base).split('; ')
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ]) {
      expect(directives).toContain(directive)
    }
  })

  it('limits connections to the site, the API, the status page and, with a DSN, Sentry', () => {
    expect(contentSecurityPolicy(base)).toContain(
      "connect-src 'self' https://api.plainguard.co.uk https://plainguard.statuspage.io;",
    )
    expect(contentSecurityPolicy({ ...base, sentryDsn: 'https://key@o1.ingest.sentry.io/2' })).toContain(
      "connect-src 'self' https://api.plainguard.co.uk https://plainguard.statuspage.io https://o1.ingest.sentry.io;",
    )
  })

  it('leaves out upgrade-insecure-requests when asked (localhost)', () => {
    expect(contentSecurityPolicy({ ...base, upgradeInsecureRequests: false })).not.toContain('upgrade-insecure-requests')
  })
})
