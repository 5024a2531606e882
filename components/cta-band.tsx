import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { CtaCopy } from '@/content/pages'


/** The band a page ends with: what to do next, a primary action and a quieter second one. */
export function CtaBand({ id, copy }: { id: string; copy: CtaCopy }) {
  return (
    <Section
      labelledBy={id}
      tone="dark"
      spacing="md"
      className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between"
    >
      <SectionHeading id={id} size="band" tone="dark" subtitle={copy.text} className="max-w-2xl">
        {copy.heading}
      </SectionHeading>
      <div className="flex flex-wrap gap-3">
        <Link href={copy.primary.href} className={buttonClasses('primary', 'lg')}>
          {copy.primary.label}
        </Link>
        {copy.secondary && (
          <Link href={copy.secondary.href} className={buttonClasses('inverse-outline', 'lg')}>
            {copy.secondary.label}
          </Link>
        )}
      </div>
    </Section>
  )
}
