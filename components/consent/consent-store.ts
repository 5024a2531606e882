import { useSyncExternalStore } from 'react'
import { readCookie, writeCookie } from '#lib/browser-cookie'
import { CONSENT_COOKIE, consentCookieOptions, formatConsent, parseConsent, type ConsentChoice } from '#lib/consent'

/** `unknown` on the server (pages are static) and until the cookie is read; Global Privacy Control reads as declined. */
export type ConsentState = ConsentChoice | 'undecided' | 'unknown'

const listeners = new Set<() => void>()
let state: ConsentState = 'unknown'
/** Decides whether tracking starts at once or when idle. */
let atLoad: ConsentState = 'unknown'
let read: Promise<void> | undefined

function sendsGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

function publish(next: ConsentState) {
  state = next
  for (const listener of listeners) listener()
}

/** Once per page, after hydration: the banner waiting on it is fixed, so nothing moves. */
function readConsent(): Promise<void> {
  read ??= readCookie(CONSENT_COOKIE).then((value) => {
    atLoad = parseConsent(value) ?? (sendsGlobalPrivacyControl() ? 'declined' : 'undecided')
    publish(atLoad)
  })
  return read
}

export async function currentConsent(): Promise<ConsentState> {
  await readConsent()
  return state
}

export function consentAtLoad(): ConsentState {
  return atLoad
}

export async function saveConsent(choice: ConsentChoice): Promise<void> {
  await readConsent()
  await writeCookie(CONSENT_COOKIE, formatConsent(choice, new Date()), consentCookieOptions(window.location.hostname))
  publish(choice)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  void readConsent()
  return () => listeners.delete(listener)
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'unknown',
  )
}
