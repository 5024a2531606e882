// The site's recurring actions, each written once; a leaf module, so the calculator's copy can use it too.

export type NavLink = {
  label: string
  href: string
  summary?: string
}

export const bookDemoLink = { label: 'Book a Demo', href: '/book-demo' } satisfies NavLink
export const contactLink = { label: 'Contact Us', href: '/contact' } satisfies NavLink
export const seePricingLink = { label: 'See pricing', href: '/pricing' } satisfies NavLink
