// The site's recurring actions, each written once; a leaf module, so the calculator's copy can use it too.

export type NavLink = {
  label: string
  href: string
  /** What the page offers, in one line: the Solutions dropdown shows it under the name. */
  summary?: string
}

export const bookDemoLink = { label: 'Book a Demo', href: '/book-demo' } satisfies NavLink
export const contactLink = { label: 'Contact Us', href: '/contact' } satisfies NavLink
export const seePricingLink = { label: 'See pricing', href: '/pricing' } satisfies NavLink
