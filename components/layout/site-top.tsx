'use client'

import { useEffect, useState } from 'react'
import type IncidentBanner from '@/components/layout/incident-banner'
import type { Incident } from '@/lib/statuspage'

type Shown = { Banner: typeof IncidentBanner; incident: Incident }

/** The incident banner above the navbar: its height moves the navbar and the content down together. */
export function SiteTop({ statuspageUrl, children }: { statuspageUrl: string; children: React.ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    // Loaded after hydration, with the banner: both stay out of the page's first-load JavaScript.
    import('@/components/layout/incident-banner')
      .then(async ({ default: Banner, fetchFirstIncident }) => {
        const incident = await fetchFirstIncident(statuspageUrl, { signal: controller.signal })
        if (incident) setShown({ Banner, incident })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Error fetching Statuspage data', error)
      })
    return () => controller.abort()
  }, [statuspageUrl])

  return (
    <div className="fixed inset-x-0 top-0 z-40">
      {shown && <shown.Banner incident={shown.incident} />}
      {children}
    </div>
  )
}
