import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'
import type { SectionTone } from '@/components/ui/section'

const sizes = {
  display: { heading: 'text-display sm:text-6xl', subtitle: 'mt-4 max-w-2xl' },
  page: { heading: 'text-title sm:text-5xl', subtitle: 'mt-4 max-w-2xl' },
  section: { heading: 'text-section sm:text-4xl', subtitle: 'mt-3 max-w-2xl' },
  /** Two lines at most on a phone's narrow panel; the subtitle sits beside its button. */
  band: { heading: 'text-2xl sm:text-3xl', subtitle: 'mt-2' },
} as const

const colours = {
  light: { eyebrow: 'text-accent-800', heading: 'text-navy-900', subtitle: 'text-slate-600' },
  dark: { eyebrow: 'text-accent-300', heading: 'text-white', subtitle: 'text-slate-300' },
} as const

type Props = {
  id?: string
  level?: 1 | 2 | 3
  size?: keyof typeof sizes
  tone?: SectionTone
  eyebrow?: React.ReactNode
  /** A list of strings is that many paragraphs. */
  subtitle?: React.ReactNode | readonly string[]
  /** Margin from what comes before it (on its first element); nothing else. */
  className?: string
  children: React.ReactNode
}

const isParagraphs = (subtitle: Props['subtitle']): subtitle is readonly string[] =>
  Array.isArray(subtitle) && subtitle.every((paragraph) => typeof paragraph === 'string')

export function SectionHeading({ id, level = 2, size, tone, eyebrow, subtitle, className, children }: Props) {
  const Heading = `h${level}` as const
  const { heading, subtitle: subtitleLayout } = sizes[size ?? (level === 1 ? 'page' : 'section')]
  const colour = colours[tone === 'dark' ? 'dark' : 'light']
  const lead: readonly React.ReactNode[] = isParagraphs(subtitle) ? subtitle : [subtitle]
  const first = (classes: string) => (className ? `${className} ${classes}` : classes)
  const headingClasses = `${eyebrow ? 'mt-2 ' : ''}${heading} font-bold tracking-tight ${colour.heading}`
  return (
    <>
      {eyebrow && <p className={first(`text-sm font-medium ${colour.eyebrow}`)}>{eyebrow}</p>}
      <Heading id={id} className={eyebrow ? headingClasses : first(headingClasses)}>
        {typeof children === 'string' ? keepHyphenatedWords(children) : children}
      </Heading>
      {lead.map(
        (paragraph, index) =>
          paragraph && (
            <p key={index} className={`${subtitleLayout} text-base sm:text-lg sm:text-pretty ${colour.subtitle}`}>
              {paragraph}
            </p>
          ),
      )}
    </>
  )
}
