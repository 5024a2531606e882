import { notFound } from 'next/navigation'
import { ConsentBanner } from '#components/consent/consent-banner.tsx'
import { Tracking } from '#components/consent/tracking.tsx'
import { PagePolicy } from '#components/layout/page-policy.tsx'
import { ScrollToTop } from '#components/layout/scroll-to-top.tsx'
import { SiteFooter } from '#components/layout/site-footer.tsx'
import { SiteHeader } from '#components/layout/site-header.tsx'
import { SiteTop } from '#components/layout/site-top.tsx'
import { contentSecurityPolicy } from '#lib/csp.ts'
import { site } from '#lib/site.ts'
import { isVariant, variants } from '#lib/variant.ts'

// Only the two variants exist; middleware.ts picks one per request from the jwt cookie.
export const dynamicParams = false

export function generateStaticParams() {
  return variants.map((variant) => ({ variant }))
}

export default async function VariantLayout({ children, params }: LayoutProps<'/[variant]'>) {
  const { variant } = await params
  if (!isVariant(variant)) notFound()
  return (
    <>
      {/* Here, not in the root layout: a client component there gets a chunk of its own, about 4 kB on every page. */}
      {process.env.NODE_ENV !== 'development' && <PagePolicy policy={contentSecurityPolicy(site)} />}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteTop statuspageUrl={site.statuspageUrl}>
        <SiteHeader variant={variant} />
      </SiteTop>
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-site-top outline-none">
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
      <Tracking />
      <ScrollToTop />
    </>
  )
}
