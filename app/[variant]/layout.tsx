import { notFound } from 'next/navigation'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { Tracking } from '@/components/consent/tracking'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteChrome } from '@/components/layout/site-chrome'
import { isVariant, variants } from '#lib/variant'

// Only the two variants exist; middleware.ts picks one per request from the jwt cookie.
export const dynamicParams = false

export function generateStaticParams() {
  return variants.map((variant) => ({ variant }))
}

// The chrome is here, not in the root layout: a client component there gets a chunk of its own on every page.
export default async function VariantLayout({ children, params }: LayoutProps<'/[variant]'>) {
  const { variant } = await params
  if (!isVariant(variant)) notFound()
  return (
    <SiteChrome
      variant={variant}
      after={
        <>
          <ConsentBanner />
          <Tracking />
          <ScrollToTop />
        </>
      }
    >
      {children}
    </SiteChrome>
  )
}
