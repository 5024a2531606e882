'use client'

import { lazy, Suspense, useEffect } from 'react'
import { useConsent } from '@/components/consent/consent-store'

// Fetched after hydration alongside the cookie reader, so a first visit waits for neither in turn.
const loadNotice = () => import('@/components/consent/consent-notice')
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
