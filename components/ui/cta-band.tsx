import Link from 'next/link'
import { buttonClasses, buttonRowClasses } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { CtaCopy } from '@/content/pages'

/** The band a page ends with: a dark panel inset in a light band, so it never runs into the dark footer. */
export function CtaBand({ id, copy }: { id: string; copy: CtaCopy }) {
  return (
    <Section labelledBy={id} spacing="md">
      <div className="cta-glow flex flex-col items-start gap-8 rounded-2xl bg-navy-900 px-6 py-10 sm:px-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <SectionHeading id={id} size="band" tone="dark" subtitle={copy.text}>
            {copy.heading}
          </SectionHeading>
        </div>
        <div className={`w-full shrink-0 sm:w-auto ${buttonRowClasses}`}>
          <Link href={copy.primary.href} className={buttonClasses('primary', 'lg')}>
            {copy.primary.label}
          </Link>
          {copy.secondary && (
            <Link href={copy.secondary.href} className={buttonClasses('inverse-outline', 'lg')}>
              {copy.secondary.label}
            </Link>
          )}
        </div>
      </div>
    </Section>
  )
}
