'use client'

import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { startAnalytics, stopAnalytics, trackPageview } from '@/lib/analytics'
import { startErrorReporting, stopErrorReporting } from '@/lib/error-reporting'
import { whenIdle } from '@/lib/idle'
import { consentAtLoad, useConsent } from './consent-store'

/**
 * Starts analytics and error reporting once the visitor has accepted: at once when they accept on
 * this page, when the browser is idle when they had accepted before. Declined never starts them,
 * and a withdrawal (Cookie settings) stops them.
 */
export function Tracking() {
  const consent = useConsent()
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (consent === 'declined') {
      stopAnalytics()
      void stopErrorReporting()
    }
    if (consent !== 'accepted') return
    const start = () => {
      void startAnalytics()
      void startErrorReporting()
    }
    if (consentAtLoad() === 'accepted') return whenIdle(start)
    start()
  }, [consent])

  // startAnalytics records the first page; this records client-side navigations after it.
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    trackPageview(pathname)
  }, [pathname])

  return null
}
