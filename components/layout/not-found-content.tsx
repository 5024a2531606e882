import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { HeroBand } from '@/components/ui/hero-band'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { notFoundWaysOn, pages } from '@/content/pages'

export function NotFoundContent() {
  const { home, links } = notFoundWaysOn
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
        <Link href={home.href} className={`${buttonClasses('primary', 'lg')} mt-4 max-sm:w-full`}>
          {home.label}
        </Link>
        {/* One button, then plain links: five stacked buttons would be a wall on a phone. */}
        <ul className="mt-5 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-8">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="inline-block py-1 font-semibold text-accent-800 arrow-after hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
