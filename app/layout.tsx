import type { Metadata, Viewport } from 'next'
import { pageTitle } from '#lib/seo'
import { site } from '#lib/site'
import { inter } from '@/app/fonts'
import '@/app/globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.name,
  // Every page sets its own through pageMetadata; this is the fallback.
  title: pageTitle(site.slogan),
  description: site.description,
  formatDetection: { telephone: false, email: false, address: false },
}

export const viewport: Viewport = {
  themeColor: '#0d1f3c',
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>{children}</body>
    </html>
  )
}
