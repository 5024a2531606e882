import { PagePolicy } from '@/components/layout/page-policy'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteTop } from '@/components/layout/site-top'
import { contentSecurityPolicy, scriptPolicyApplies } from '#lib/csp'
import { site } from '#lib/site'
import type { Variant } from '#lib/variant'

/** Shared by the pages' layout and the global 404; `after` holds what a page adds behind the footer. */
export function SiteChrome({
  variant,
  after,
  children,
}: {
  variant: Variant
  after?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <>
      {scriptPolicyApplies() && <PagePolicy policy={contentSecurityPolicy(site)} />}
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
      {after}
    </>
  )
}
