import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeCta } from '@/content/home'

export function CtaSection() {
  return (
    <Section
      labelledBy="cta-heading"
      tone="dark"
      spacing="md"
      className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between"
    >
      <SectionHeading id="cta-heading" size="band" tone="dark" subtitle={homeCta.text}>
        {homeCta.heading}
      </SectionHeading>
      <Link href={homeCta.button.href} className={buttonClasses('primary', 'lg')}>
        {homeCta.button.label}
      </Link>
    </Section>
  )
}
