import Link from 'next/link'
import { ConsentButtons } from '@/components/consent/consent-buttons'
import { contentGrid } from '@/components/ui/content-grid'

/** Light, to stand apart from the dark heroes; ConsentBanner loads it only while the visitor has not chosen. */
export default function ConsentNotice() {
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-accent-500 bg-white text-slate-700 shadow-[0_-12px_32px_-8px_rgb(2_6_23/0.35)]"
    >
      <div className={`${contentGrid} flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between md:gap-4 md:py-5`}>
        <p className="text-sm">
          We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.{' '}
          {/* Not prefetched: that would cost every first visit main-thread time, for the few who open the policy. */}
          <Link href="/policies/cookie" prefetch={false} className="font-semibold text-navy-900 underline underline-offset-2">
            Cookie Policy
          </Link>
        </p>
        <ConsentButtons kind="primary" />
      </div>
    </section>
  )
}
