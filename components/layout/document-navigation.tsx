'use client'

import { useEffect } from 'react'

/** Next 16.4's router cannot leave the global 404 (the URL changes, the page does not), so its links load documents. */
export function DocumentNavigation() {
  useEffect(() => {
    // Window capture runs before React's listener on the document, so next/link never sees the click.
    const leaveRouter = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation()
    }
    window.addEventListener('click', leaveRouter, true)
    return () => window.removeEventListener('click', leaveRouter, true)
  }, [])
  return null
}
