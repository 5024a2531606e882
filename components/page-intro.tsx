import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { PageCopy } from '@/content/pages'

/** The heading block at the top of a content page. */
export function PageIntro({
  copy,
  children,
}: {
  copy: Pick<PageCopy, 'heading' | 'summary'>
  children?: React.ReactNode
}) {
  return (
    <Section tone="muted" spacing="intro">
      <SectionHeading level={1} subtitle={copy.summary}>
        {copy.heading}
      </SectionHeading>
      {children}
    </Section>
  )
}
