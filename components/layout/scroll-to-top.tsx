'use client'

import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'

/** The spec asks that every navigation, Back included, start at the top; the first load keeps any #fragment. */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
