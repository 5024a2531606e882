import { useSyncExternalStore } from 'react'
import type { ConsentChoice } from '@/lib/consent'

/**
 * The visitor's consent as the page sees it:
 * - 'undecided': no valid cookie and no Global Privacy Control signal (show the banner);
 * - 'accepted' / 'declined': the stored choice, or 'declined' from Global Privacy Control;
 * - 'unknown': on the server (pages are static), and in the browser until the cookie has been read.
 */
export type ConsentState = ConsentChoice | 'undecided' | 'unknown'

type ConsentCookie = typeof import('./consent-cookie')

const listeners = new Set<() => void>()
let state: ConsentState = 'unknown'
/** What the cookie said when this page loaded: decides between starting at once or when idle. */
let atLoad: ConsentState = 'unknown'
let cookie: Promise<ConsentCookie> | undefined

function sendsGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
}

function publish(next: ConsentState) {
  state = next
  for (const listener of listeners) listener()
}

/**
 * Reads the cookie once per page, after hydration: its code (with cookies-next) is imported then, so it
 * stays out of every page's first-load JavaScript. The banner, which waits for it, is fixed to the
 * bottom of the window and moves nothing.
 */
function readConsent(): Promise<ConsentCookie> {
  cookie ??= import('./consent-cookie').then((module) => {
    atLoad = module.storedConsent() ?? (sendsGlobalPrivacyControl() ? 'declined' : 'undecided')
    publish(atLoad)
    return module
  })
  return cookie
}

/** The visitor's consent once the cookie has been read. */
export async function currentConsent(): Promise<ConsentState> {
  await readConsent()
  return state
}

export function consentAtLoad(): ConsentState {
  return atLoad
}

export async function saveConsent(choice: ConsentChoice): Promise<void> {
  const { storeConsent } = await readConsent()
  storeConsent(choice)
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
