import type { Metadata } from 'next'
import { viewport } from '#app/layout.tsx'
import { DocumentNavigation } from '#components/layout/document-navigation.tsx'
import { NotFoundContent } from '#components/layout/not-found-content.tsx'
import { SiteFooter } from '#components/layout/site-footer.tsx'
import { SiteHeader } from '#components/layout/site-header.tsx'
import { SiteTop } from '#components/layout/site-top.tsx'
import { pages } from '#content/pages.ts'
import { PagePolicy } from '#components/layout/page-policy.tsx'
import { contentSecurityPolicy } from '#lib/csp.ts'
import { site } from '#lib/site.ts'
import { inter } from '#app/fonts.ts'
import '#app/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: `${pages.notFound.title} | ${site.name}`,
  description: pages.notFound.description,
  robots: { index: false },
}

export { viewport }

// Unlike a root not-found.tsx it is not sent with every page; rendered once for all, so its navbar is the visitor's.
export default function GlobalNotFound() {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>
        {process.env.NODE_ENV !== 'development' && <PagePolicy policy={contentSecurityPolicy(site)} />}
        <SiteTop statuspageUrl={site.statuspageUrl}>
          <SiteHeader variant="visitor" />
        </SiteTop>
        <main id="main" className="min-h-[60vh] pt-site-top">
          <NotFoundContent />
        </main>
        <SiteFooter />
        <DocumentNavigation />
      </body>
    </html>
  )
}
