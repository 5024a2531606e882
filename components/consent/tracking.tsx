'use client'

import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { whenIdle } from '#lib/idle'
import { consentAtLoad, useConsent } from '@/components/consent/consent-store'

export function Tracking() {
  const consent = useConsent()
  const pathname = usePathname()
  const firstPath = useRef(pathname)
  const started = useRef(false)

  useEffect(() => {
    // Imported only when needed: no part of any page's first-load JavaScript.
    if (consent === 'declined' && started.current) {
      started.current = false
      void import('#lib/tracking').then(({ stopTracking }) => stopTracking())
    }
    if (consent !== 'accepted') return
    const start = () => {
      started.current = true
      void import('#lib/tracking').then(({ startTracking }) => startTracking())
    }
    if (consentAtLoad() === 'accepted') return whenIdle(start)
    start()
  }, [consent])

  // startAnalytics records the first page; this records client-side navigations after it.
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    if (started.current) void import('#lib/tracking').then(({ trackPageview }) => trackPageview(pathname))
  }, [pathname])

  return null
}
