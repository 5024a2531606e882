import { serviceLink } from '@/content/services'

export type NavLink = { label: string; href: string }
export type NavGroup = { title: string; links: NavLink[] }

/** Solutions dropdown (desktop) and the first two groups of the mobile menu. */
export const solutionGroups: NavGroup[] = [
  {
    title: 'Services',
    links: [
      serviceLink('takedowns'),
      serviceLink('phishingSimulation'),
      serviceLink('websiteMonitoring'),
      serviceLink('darkWebScanning'),
    ],
  },
  {
    title: 'Industries',
    links: [
      { label: 'Manufacturing', href: '/industry/manufactering' },
      { label: 'Financial', href: '/industry/financial' },
      { label: 'Retail', href: '/industry/retail' },
    ],
  },
]

/** Top-level navbar links; the mobile menu lists them under General. */
export const mainLinks: NavLink[] = [
  { label: 'Pricing', href: '/pricing' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Report', href: '/report' },
]

export const bookDemoLink: NavLink = { label: 'Book a Demo', href: '/book-demo' }

/** Beside the footer's columns (SPEC lists their items), where a vendor-risk reviewer looks for it. */
export const trustLink: NavLink = { label: 'Security and trust', href: '/security' }

export const footerGroups: NavGroup[] = [
  {
    title: 'Solutions',
    links: [
      serviceLink('takedowns'),
      serviceLink('websiteMonitoring'),
      serviceLink('darkWebScanning'),
      serviceLink('contentModeration'),
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about/company' },
      { label: 'Contact', href: '/contact' },
      { label: 'Support', href: '/support' },
      { label: 'Privacy Policy', href: '/policies/privacy' },
      { label: 'Terms of Service', href: '/policies/tos' },
    ],
  },
  {
    title: 'Careers',
    links: [{ label: 'Job Openings', href: '/careers' }],
  },
]
