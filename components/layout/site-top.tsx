'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import type { Incident } from '#lib/statuspage'

// Loaded after hydration, with the banner: both stay out of the page's first-load JavaScript.
const loadBanner = () => import('@/components/layout/incident-banner')
const IncidentBanner = lazy(loadBanner)

/** The incident banner above the navbar: its height moves the navbar and the content down together. */
export function SiteTop({ statuspageUrl, children }: { statuspageUrl: string; children: React.ReactNode }) {
  const [incident, setIncident] = useState<Incident | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    loadBanner()
      .then(({ fetchFirstIncident }) => fetchFirstIncident(statuspageUrl, { signal: controller.signal }))
      .then((found) => found && setIncident(found))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Error fetching Statuspage data', error)
      })
    return () => controller.abort()
  }, [statuspageUrl])

  return (
    <div className="fixed inset-x-0 top-0 z-40">
      {incident && (
        <Suspense fallback={null}>
          <IncidentBanner incident={incident} />
        </Suspense>
      )}
      {children}
    </div>
  )
}
