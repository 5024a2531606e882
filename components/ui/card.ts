const tones = {
  /** Stands on the page: a card of a grid, a result, a list that divides it. */
  white: 'bg-white',
  /** Set apart from the page: an aside, a panel of facts, a page's contents. */
  tint: 'bg-navy-50',
  /** The page shows through: a link card whose border answers hover, a box around a form or a table. */
  plain: '',
} as const

// Whole class names, so that Tailwind finds each one in the source.
type Padding = 'p-4' | 'p-5' | 'p-6' | 'p-4 sm:p-5' | 'p-5 sm:p-6'

/** Written once so every card changes with it; no padding where rows or an image reach its edge. */
export function surface(tone: keyof typeof tones, padding?: Padding): string {
  return ['rounded-xl border border-navy-100', tones[tone], padding].filter(Boolean).join(' ')
}

export const cardSurface = surface('white', 'p-6')

export const blockHeading = 'text-xl font-bold tracking-tight text-navy-900 sm:text-2xl'

/** Fills its grid cell, so a row's cards are one height and a card's last link can sit on its foot. */
export const cardClasses = `flex h-full flex-col ${cardSurface}`
