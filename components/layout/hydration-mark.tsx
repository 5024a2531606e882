'use client'

import { useEffect } from 'react'
import { consentSettled } from '@/components/consent/consent-banner'

/**
 * Marks the document `data-hydrated` once React has hydrated it and the consent banner, if it is to
 * show, is on screen (the cookie is read after hydration). The page's scripts load after its first
 * paint (scripts/lib/after-first-paint.mjs), so a page can be on screen and not yet respond, or have
 * the banner still to come over its lower part; the e2e suite and the screenshots wait for this mark
 * before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    void consentSettled().then(() => {
      // One frame for React to render the banner whose code has just arrived.
      requestAnimationFrame(() => {
        timer = setTimeout(() => (document.documentElement.dataset.hydrated = ''))
      })
    })
    return () => clearTimeout(timer)
  }, [])
  return null
}
