import { industries } from '@/content/industries/index'
import { industryNames } from '@/content/industry-names'
import { caseStudies, caseStudiesPage } from '@/content/proof'
import type { SolutionPage } from '@/content/schema'
import { solutions } from '@/content/solutions/index'
import { LOOKALIKE_PATH, lookalikeToolName } from '@/content/tools/lookalike-domains'
import { entryBySlug } from '#lib/registry'
import { contactLink, type NavLink } from '@/content/links'

export type NavGroup = { title: string; links: NavLink[] }

function pageLinks(pages: readonly SolutionPage[], slugs: string[], labels: Record<string, string> = {}): NavLink[] {
  return slugs.map((slug) => {
    const page = entryBySlug(pages, slug)
    return { label: labels[slug] ?? page.title, href: page.canonicalUrl, summary: page.summary }
  })
}

/** No menu links the gaming page. */
export const solutionGroups: NavGroup[] = [
  {
    title: 'Services',
    links: pageLinks(solutions, ['takedowns', 'phishing-simulation', 'website-monitoring', 'dark-web-scanning']),
  },
  {
    title: 'Industries',
    links: pageLinks(industries, [industryNames.manufacturing.slug, 'financial', 'retail'], { financial: 'Financial' }),
  },
]

/** Every page under these is the Solutions menu's, in its lists or not (Content Moderation, Gaming). */
export const solutionSections = ['/solutions', '/industry'] as const

export const mainLinks: NavLink[] = [
  { label: 'Pricing', href: '/pricing' },
  { label: 'Blog', href: '/blog' },
  contactLink,
  { label: 'Report', href: '/report' },
]

/** Outside the footer's fixed columns, where a vendor-risk reviewer looks for it. */
export const trustLink: NavLink = { label: 'Security and trust', href: '/security' }

export const toolLink: NavLink = { label: lookalikeToolName, href: LOOKALIKE_PATH }

export const footerGroups: NavGroup[] = [
  {
    title: 'Solutions',
    links: pageLinks(solutions, ['takedowns', 'website-monitoring', 'dark-web-scanning', 'content-moderation']),
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about/company' },
      // Only once the company has supplied case studies; buyers look for them beside About.
      ...(caseStudies.length ? [{ label: caseStudiesPage.title, href: '/case-studies' }] : []),
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

export const footerLegal = {
  registeredIn: (place: string) => `Registered in ${place}`,
  companyNumber: (number: string) => `Company No. ${number}`,
  registeredOffice: (address: string) => `Registered office: ${address}`,
  version: (version: string) => `Version ${version}`,
}
