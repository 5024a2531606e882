const base =
  'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition-colors'

const styles = {
  primary: `${base} bg-accent-700 text-white hover:bg-accent-800`,
  secondary: `${base} border border-navy-100 bg-white text-navy-900 hover:bg-navy-50`,
} as const

/** Class names for links and buttons that look like buttons. */
export function buttonClasses(kind: keyof typeof styles = 'primary'): string {
  return styles[kind]
}
