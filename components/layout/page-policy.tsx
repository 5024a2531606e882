'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'

/** Server HTML only, so the build can add inline-script hashes to it; left out under `next dev`, which evaluates scripts. */
export function PagePolicy({ policy }: { policy: string }) {
  const written = useRef(false)
  useServerInsertedHTML(() => {
    if (written.current) return null
    written.current = true
    return <meta httpEquiv="Content-Security-Policy" content={policy} />
  })
  return null
}
