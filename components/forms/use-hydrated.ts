'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False in the prerendered HTML and until hydration, true after. Forms keep their submit button
 * disabled until then: a submit before hydration would be the browser's own GET, putting every
 * field (an email address included) in the URL and the server logs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false)
}
