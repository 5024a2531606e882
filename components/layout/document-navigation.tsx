'use client'

import { useEffect } from 'react'

/**
 * Links load their page as a document. For app/global-not-found.tsx only: Next 16.4's router can
 * navigate into the global 404 (a full load) but not out of it (the URL changes, the page does not;
 * `updateRenderTreeOnNavigation` in next/dist/client/components/render-tree.js). Delete once it can.
 */
export function DocumentNavigation() {
  useEffect(() => {
    // Window capture runs before React's own listener on the document: a link's click never reaches
    // next/link, so the browser follows the href.
    const leaveRouter = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation()
    }
    window.addEventListener('click', leaveRouter, true)
    return () => window.removeEventListener('click', leaveRouter, true)
  }, [])
  return null
}
