'use client'

import { useEffect, useRef, useState } from 'react'
import { contentGrid } from '@/components/ui/content-grid'
import type { Incident } from '@/lib/statuspage'

/**
 * The fixed top of every page: the incident banner (when the status page reports an unresolved
 * incident) above the navbar. The status page is read once per page load; its height moves the
 * navbar and the page content down together.
 */
export function SiteTop({ statuspageUrl, children }: { statuspageUrl: string; children: React.ReactNode }) {
  const [incident, setIncident] = useState<Incident | null>(null)
  const bannerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const controller = new AbortController()
    // Loaded after hydration: the fetch and its check stay out of the page's first-load JavaScript.
    import('@/lib/statuspage')
      .then(({ fetchFirstIncident }) => fetchFirstIncident(statuspageUrl, { signal: controller.signal }))
      .then(setIncident, (error: unknown) => {
        if (!controller.signal.aborted) console.error('Error fetching Statuspage data', error)
      })
    return () => controller.abort()
  }, [statuspageUrl])

  // Content padding follows the banner's height (it wraps on small screens).
  useEffect(() => {
    const banner = bannerRef.current
    const root = document.documentElement
    if (!banner) return
    const observer = new ResizeObserver(() => root.style.setProperty('--incident-height', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--incident-height')
    }
  }, [incident])

  return (
    <div className="fixed inset-x-0 top-0 z-40">
      {incident && (
        <div ref={bannerRef} role="status" className="bg-amber-100 text-amber-950">
          <p className={`${contentGrid} py-2 text-sm`}>
            <strong>Incident Reported:</strong> {incident.name} · Status: {incident.status}{' '}
            <a
              href={incident.shortlink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline underline-offset-2"
            >
              More Info<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      )}
      {children}
    </div>
  )
}
