import { useEffect, useRef } from 'react'
import { contentGrid } from '@/components/ui/content-grid'
import type { Incident } from '#lib/statuspage'
import { NewTabLink } from '@/components/ui/new-tab-link'

// One lazy chunk with the banner: one loader in every page's first-load JavaScript, not two.
export { fetchFirstIncident } from '#lib/statuspage'

export default function IncidentBanner({ incident }: { incident: Incident }) {
  const bannerRef = useRef<HTMLDivElement>(null)

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
  }, [])

  return (
    <div ref={bannerRef} role="status" className="bg-amber-100 text-amber-950">
      <p className={`${contentGrid} py-2 text-sm`}>
        <strong>Incident Reported:</strong> {incident.name} · Status: {incident.status}{' '}
        <NewTabLink href={incident.shortlink} className="font-semibold underline underline-offset-2">
          More Info
        </NewTabLink>
      </p>
    </div>
  )
}
