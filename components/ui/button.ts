// A border on every kind (transparent where none shows) keeps a size one height across kinds.
const base =
  'inline-flex items-center justify-center rounded-lg border font-semibold transition-colors disabled:cursor-wait disabled:opacity-70'

const kinds = {
  primary: 'border-transparent bg-accent-700 text-white hover:bg-accent-800',
  secondary: 'border-navy-100 bg-white text-navy-900 hover:bg-navy-50',
  'inverse-outline': 'border-white/50 bg-transparent text-white hover:border-white hover:bg-white/10',
} as const

// Padding and font size live only here: a caller adding its own would compete with these in the CSS order.
const sizes = {
  md: 'min-h-10 px-4 py-2 text-sm',
  /** The navbar's Book a Demo / Dashboard, beside the menu button. */
  nav: 'min-h-10 whitespace-nowrap px-3 py-2 text-sm sm:px-4',
  lg: 'min-h-12 px-6 py-2.5 text-base',
} as const

export type ButtonKind = keyof typeof kinds
type ButtonSize = keyof typeof sizes

export function buttonClasses(kind: ButtonKind = 'primary', size: ButtonSize = 'md'): string {
  return `${base} ${kinds[kind]} ${sizes[size]}`
}

export const buttonRowClasses = 'grid gap-3 sm:flex sm:flex-wrap'

export const arrowLinkClasses = 'inline-flex min-h-10 items-center font-semibold text-accent-700 arrow-after hover:underline'

export const inverseLinkClasses =
  'inline-flex min-h-10 items-center font-semibold text-white hover:text-accent-300 hover:underline'
