'use client'

import { useEffect } from 'react'

/**
 * Marks the document `data-hydrated` once React has hydrated it. The page's scripts load after its
 * first paint (scripts/lib/after-first-paint.mjs), so a page can be on screen and not yet respond to
 * its buttons; the e2e suite waits for this mark before it acts, as a person's first click does not
 * come within those few milliseconds.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
