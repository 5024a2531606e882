'use client'

import Link from 'next/link'
import { ConsentButtons } from '#components/consent/consent-buttons.tsx'
import { contentGrid } from '#components/ui/content-grid.ts'

/** The banner itself: loaded by ConsentBanner only when the visitor has not chosen yet. */
export default function ConsentNotice() {
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-accent-500 bg-navy-950 text-slate-200 shadow-2xl"
    >
      <div className={`${contentGrid} flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between md:gap-4 md:py-5`}>
        <p className="text-sm">
          We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.{' '}
          {/* Not prefetched: the banner shows on every first visit, and fetching the policy then costs main-thread time that few visitors use. */}
          <Link href="/policies/cookie" prefetch={false} className="font-semibold text-white underline underline-offset-2">
            Cookie Policy
          </Link>
        </p>
        <ConsentButtons kind="inverse" />
      </div>
    </section>
  )
}
