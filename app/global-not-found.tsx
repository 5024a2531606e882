import type { Metadata } from 'next'
import { viewport } from '@/app/layout'
import { DocumentNavigation } from '@/components/layout/document-navigation'
import { NotFoundContent } from '@/components/layout/not-found-content'
import { SiteChrome } from '@/components/layout/site-chrome'
import { pages } from '@/content/pages'
import { pageTitle } from '#lib/seo'
import { site } from '#lib/site'
import { inter } from '@/app/fonts'
import '@/app/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: pageTitle(pages.notFound.title),
  description: pages.notFound.description,
  robots: { index: false },
}

export { viewport }

// Unlike a root not-found.tsx it is not sent with every page; rendered once for all, so its navbar is the visitor's.
export default function GlobalNotFound() {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>
        <SiteChrome variant="visitor" after={<DocumentNavigation />}>
          <NotFoundContent />
        </SiteChrome>
      </body>
    </html>
  )
}
