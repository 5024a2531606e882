import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { arrowLinkClasses } from '@/components/ui/button'
import { surface } from '@/components/ui/card'

type Props = {
  id: string
  heading: string
  intro: string
  more: { label: string; href: string }
  spacing?: 'md' | 'lg'
  children: React.ReactNode
}

/** Below a page's first screen, so `deferred`. */
export function QuestionsSection({ id, heading, intro, more, spacing, children }: Props) {
  return (
    <Section
      labelledBy={id}
      tone="muted"
      spacing={spacing}
      deferred
      className="grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-16"
    >
      {/* From `lg` the heading stays in view beside the questions as they open, not a column left blank. */}
      <div className="lg:sticky lg:top-[calc(var(--site-top)+2rem)] lg:self-start">
        <SectionHeading id={id} subtitle={intro}>
          {heading}
        </SectionHeading>
        <Link href={more.href} className={`${arrowLinkClasses} mt-6 max-lg:hidden`}>
          {more.label}
        </Link>
      </div>
      <div className={`${surface('white')} mt-10 max-w-3xl divide-y divide-navy-100 lg:mt-0`}>{children}</div>
      {/* In one column the way on follows the questions it is for. */}
      <Link href={more.href} className={`${arrowLinkClasses} mt-8 lg:hidden`}>
        {more.label}
      </Link>
    </Section>
  )
}
