'use client'

import { lazy, Suspense, useEffect } from 'react'
import { useConsent } from './consent-store'

// The banner's own code is no part of the page's first-load JavaScript: it is fetched after hydration,
// alongside the code that reads the consent cookie, so a first visit does not wait for one, then the other.
const loadNotice = () => import('./consent-notice')
const ConsentNotice = lazy(loadNotice)

export function ConsentBanner() {
  const consent = useConsent()
  useEffect(() => {
    if (consent === 'unknown' || consent === 'undecided') void loadNotice()
  }, [consent])
  if (consent !== 'undecided') return null
  return (
    <Suspense fallback={null}>
      <ConsentNotice />
    </Suspense>
  )
}
