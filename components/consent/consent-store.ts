import { useSyncExternalStore } from 'react'
import { getCookie, setCookie } from 'cookies-next/client'
import { CONSENT_COOKIE, consentCookieOptions, formatConsent, parseConsent, type ConsentChoice } from '@/lib/consent'

/**
 * The visitor's consent as the page sees it:
 * - 'undecided': no valid cookie and no Global Privacy Control signal (show the banner);
 * - 'accepted' / 'declined': the stored choice, or 'declined' from Global Privacy Control;
 * - 'unknown': on the server, where cookies are not read (pages are static).
 */
export type ConsentState = ConsentChoice | 'undecided' | 'unknown'

const listeners = new Set<() => void>()

function sendsGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

/** The stored choice; a cookie that cannot even be decoded counts as no choice rather than breaking the page. */
function storedConsent() {
  try {
    return parseConsent(getCookie(CONSENT_COOKIE))
  } catch {
    return undefined
  }
}

export function currentConsent(): ConsentState {
  const stored = storedConsent()
  if (stored) return stored
  return sendsGlobalPrivacyControl() ? 'declined' : 'undecided'
}

/** What the cookie said when this page loaded: decides between starting at once or when idle. */
let atLoad: ConsentState | undefined
export function consentAtLoad(): ConsentState {
  atLoad ??= currentConsent()
  return atLoad
}

export function saveConsent(choice: ConsentChoice): void {
  consentAtLoad()
  setCookie(CONSENT_COOKIE, formatConsent(choice, new Date()), consentCookieOptions(window.location.hostname))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, currentConsent, () => 'unknown')
}
