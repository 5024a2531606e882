import Link from 'next/link'
import type { Metadata } from 'next'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteTop } from '@/components/layout/site-top'
import { buttonClasses } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { HeroBand } from '@/components/ui/hero-band'
import { SectionHeading } from '@/components/ui/section-heading'
import { notFoundWaysOn, pages } from '@/content/pages'
import { site } from '@/lib/site'

export const metadata: Metadata = {
  title: { absolute: `${pages.notFound.title} | ${site.name}` },
  description: pages.notFound.description,
}

// The full chrome, as on every page (its cost to every page's payload: docs/performance.md). Rendered
// once for all visitors, so its navbar is the visitor's (Book a Demo).
// Next leaves the font preload out of this page; the build adds it (scripts/lib/font-preload.mjs).
export default function NotFound() {
  return (
    <>
      <SiteTop statuspageUrl={site.statuspageUrl}>
        <SiteHeader variant="visitor" />
      </SiteTop>
      <main id="main" className="min-h-[60vh] pt-site-top">
        <HeroBand className="py-16 sm:py-20">
          <SectionHeading level={1} tone="dark" eyebrow="Error 404" subtitle={pages.notFound.summary}>
            {pages.notFound.heading}
          </SectionHeading>
        </HeroBand>
        <Section labelledBy="ways-on-heading" spacing="md">
          <h2 id="ways-on-heading" className="text-lg font-semibold text-navy-900">
            {notFoundWaysOn.heading}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {notFoundWaysOn.links.map((link, index) => (
              <li key={link.href}>
                <Link href={link.href} className={buttonClasses(index === 0 ? 'primary' : 'secondary', 'lg')}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </main>
      <SiteFooter />
    </>
  )
}
