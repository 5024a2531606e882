/** Cookie consent (UK PECR): the stored choice and the consent cookie's attributes. */
export const CONSENT_COOKIE = 'plainguard-cookie-consent'

export type ConsentChoice = 'accepted' | 'declined'

/** About six months, the lifetime the ICO considers reasonable before asking again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182

const domainFamilies = ['plainguard.co.uk', 'plainguard.com']
const localHosts = ['localhost', '127.0.0.1', '[::1]', '::1']

/** The cookie policy's "Last updated" date (a test checks); the ICO treats a choice made under another as none. */
export const COOKIE_POLICY_VERSION = '2026-11-23'

export function formatConsent(choice: ConsentChoice, madeOn: Date, version = COOKIE_POLICY_VERSION): string {
  return `${choice}.${version}.${madeOn.toISOString().slice(0, 10)}`
}

const consentValue = /^(accepted|declined)\.(\d{4}-\d{2}-\d{2})\.\d{4}-\d{2}-\d{2}$/

export function parseConsent(value: unknown, version = COOKIE_POLICY_VERSION): ConsentChoice | undefined {
  const match = typeof value === 'string' ? consentValue.exec(value) : null
  return match && match[2] === version ? (match[1] as ConsentChoice) : undefined
}

/** `.plainguard.co.uk` on that family of hosts (likewise .com); undefined means host-only. */
export function consentCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase()
  const family = domainFamilies.find((domain) => host === domain || host.endsWith(`.${domain}`))
  return family ? `.${family}` : undefined
}

export function isLocalHost(hostname: string): boolean {
  return localHosts.includes(hostname.toLowerCase())
}

export function consentCookieOptions(hostname: string) {
  return {
    path: '/',
    domain: consentCookieDomain(hostname),
    secure: !isLocalHost(hostname),
    sameSite: 'lax' as const,
    maxAge: CONSENT_MAX_AGE_SECONDS,
  }
}
