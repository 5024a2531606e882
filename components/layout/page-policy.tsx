'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'

/**
 * The page's CSP <meta>, in the server's HTML only: the browser never renders it again, so `npm run build`
 * can add the inline-script hashes to it. Left out under `next dev`, which evaluates scripts.
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
