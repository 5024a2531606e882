'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'

/**
 * The page's Content-Security-Policy as a <meta> in the server's HTML only: the browser never renders it
 * again, so `npm run build` can add the page's inline-script hashes to it (scripts/lib/page-policy.mjs).
 * Without them, as after a bare `next build` or in a page rendered on demand, inline scripts are refused.
 * Not under `next dev`, which runs inline and eval'd scripts: the layouts leave it out there.
 */
export function PagePolicy({ policy }: { policy: string }) {
  const written = useRef(false)
  useServerInsertedHTML(() => {
    if (written.current) return null
    written.current = true
    return <meta httpEquiv="Content-Security-Policy" content={policy} />
  })
  return null
}
