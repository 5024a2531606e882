import { getCookie, setCookie } from 'cookies-next/client'
import { CONSENT_COOKIE, consentCookieOptions, formatConsent, parseConsent, type ConsentChoice } from '@/lib/consent'

// Imported by consent-store.ts after hydration, with cookies-next: no part of a page's first-load JavaScript.

/** The stored choice; a cookie that cannot even be decoded counts as no choice rather than breaking the page. */
export function storedConsent(): ConsentChoice | undefined {
  try {
    return parseConsent(getCookie(CONSENT_COOKIE))
  } catch {
    return undefined
  }
}

export function storeConsent(choice: ConsentChoice): void {
  setCookie(CONSENT_COOKIE, formatConsent(choice, new Date()), consentCookieOptions(window.location.hostname))
}
