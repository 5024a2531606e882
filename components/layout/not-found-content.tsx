import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { HeroBand } from '@/components/ui/hero-band'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { notFoundWaysOn, pages } from '@/content/pages'

export function NotFoundContent() {
  return (
    <>
      <HeroBand className="py-16 sm:py-20">
        <SectionHeading level={1} tone="dark" eyebrow="Error 404" subtitle={pages.notFound.summary}>
          {pages.notFound.heading}
        </SectionHeading>
      </HeroBand>
      <Section labelledBy="ways-on-heading" spacing="md">
        <h2 id="ways-on-heading" className="text-lg font-semibold text-navy-900">
          {notFoundWaysOn.heading}
        </h2>
        {/* On a phone the ways on stack at full width, rather than wrapping into a ragged pile. */}
        <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {notFoundWaysOn.links.map((link, index) => (
            <li key={link.href}>
              <Link href={link.href} className={`${buttonClasses(index === 0 ? 'primary' : 'secondary', 'lg')} w-full sm:w-auto`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
