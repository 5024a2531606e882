import { contentGrid } from '@/components/ui/content-grid'

const tones = {
  plain: undefined,
  muted: 'bg-navy-50',
  dark: 'bg-navy-900 text-white',
} as const

/** `wide` fills the content grid; `reading` is a 48rem column of text on the same left edge (the FAQ, policies). */
const widths = {
  wide: undefined,
  reading: 'max-w-3xl',
} as const

const spacings = {
  /** A strip between two bands: a row of logos. */
  sm: 'py-8',
  md: 'py-12 sm:py-16',
  /** Before a closing band of its tone, which adds no space above (globals.css). */
  top: 'py-12',
  lg: 'py-16 sm:py-20',
  intro: 'py-16 sm:py-20',
} as const

export type SectionTone = keyof typeof tones

type Props = {
  labelledBy?: string
  as?: 'article'
  tone?: SectionTone
  width?: keyof typeof widths
  spacing?: keyof typeof spacings
  /** Below the first screen of a long page: its layout waits until the reader nears it (globals.css `deferred-band`). */
  deferred?: boolean
  /** Layout of the contents (grid, flex, gap); never padding or width, which the props set. */
  className?: string
  children: React.ReactNode
}

/** Only a named band is a `<section>`: validators flag an unnamed one. */
export function Section({
  labelledBy,
  as,
  tone = 'plain',
  width = 'wide',
  spacing = 'lg',
  deferred,
  className,
  children,
}: Props) {
  const Band = as ?? (labelledBy ? 'section' : 'div')
  // The reading measure needs a column of its own; a wide band lays out its contents itself.
  const reading = width === 'reading'
  const band = [tones[tone], contentGrid, spacings[spacing], deferred && 'deferred-band', reading ? undefined : className]
    .filter(Boolean)
    .join(' ')
  return (
    <Band aria-labelledby={labelledBy} data-tone={tone} className={band}>
      {reading ? <div className={[widths.reading, className].filter(Boolean).join(' ')}>{children}</div> : children}
    </Band>
  )
}
