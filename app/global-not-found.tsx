import type { Metadata } from 'next'
import { viewport } from '@/app/layout'
import { DocumentNavigation } from '@/components/layout/document-navigation'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteTop } from '@/components/layout/site-top'
import { pages } from '@/content/pages'
import { PagePolicy } from '@/components/layout/page-policy'
import { contentSecurityPolicy } from '@/lib/csp'
import { site } from '@/lib/site'
import { inter } from '@/app/fonts'
import '@/app/globals.css'

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
