import Link from 'next/link'
import { Section } from './section'
import { SectionHeading } from './section-heading'

type Props = {
  /** The heading's id, naming the band. */
  id: string
  heading: string
  intro: string
  /** Where to ask what the questions leave out. */
  more: { label: string; href: string }
  spacing?: 'md' | 'lg'
  /** The questions. */
  children: React.ReactNode
}

/**
 * A band of questions: from `lg`, the heading, its lead and a way to ask more in a column beside the
 * questions, which keep the reading measure (48rem at most) instead of leaving the width empty.
 */
export function QuestionsSection({ id, heading, intro, more, spacing, children }: Props) {
  return (
    <Section
      labelledBy={id}
      tone="muted"
      spacing={spacing}
      className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16"
    >
      <div>
        <SectionHeading id={id} subtitle={intro}>
          {heading}
        </SectionHeading>
        <Link href={more.href} className="mt-6 inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">
          {more.label} <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
      <div className="max-w-3xl">{children}</div>
    </Section>
  )
}
