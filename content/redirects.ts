// Addresses a person might type for a page that lives elsewhere (a test checks every destination is a page).
import { industryNames } from '@/content/industry-names'
import type { Redirect } from '#lib/redirect'

const solutionAliases: Record<string, string> = {
  takedown: 'takedowns',
  monitoring: 'website-monitoring',
  'web-monitoring': 'website-monitoring',
  'dark-web': 'dark-web-scanning',
  'darkweb-scanning': 'dark-web-scanning',
  moderation: 'content-moderation',
  phishing: 'phishing-simulation',
}

const industryAliases: Record<string, string> = {
  manufacturing: industryNames.manufacturing.slug,
  finance: 'financial',
  'financial-services': 'financial',
  games: 'gaming',
}

export const redirectTable: Redirect[] = [
  ...Object.entries(solutionAliases).map(([alias, slug]) => ({
    source: `/solutions/${alias}`,
    destination: `/solutions/${slug}`,
  })),
  ...Object.entries(industryAliases).map(([alias, slug]) => ({ source: `/industry/${alias}`, destination: `/industry/${slug}` })),
  { source: '/solution/:slug', destination: '/solutions/:slug' },
  { source: '/services/:slug', destination: '/solutions/:slug' },
  { source: '/service/:slug', destination: '/solutions/:slug' },
  { source: '/industries/:slug', destination: '/industry/:slug' },
  { source: '/policy/:slug', destination: '/policies/:slug' },
  { source: '/posts/:slug', destination: '/blog/:slug' },
  { source: '/about', destination: '/about/company' },
  { source: '/company', destination: '/about/company' },
  { source: '/contact-us', destination: '/contact' },
  { source: '/demo', destination: '/book-demo' },
  { source: '/book-a-demo', destination: '/book-demo' },
  { source: '/career', destination: '/careers' },
  { source: '/jobs', destination: '/careers' },
  { source: '/price', destination: '/pricing' },
  { source: '/prices', destination: '/pricing' },
  { source: '/plans', destination: '/pricing' },
  { source: '/privacy', destination: '/policies/privacy' },
  { source: '/privacy-policy', destination: '/policies/privacy' },
  { source: '/cookies', destination: '/policies/cookie' },
  { source: '/cookie-policy', destination: '/policies/cookie' },
  { source: '/policies/cookies', destination: '/policies/cookie' },
  { source: '/terms', destination: '/policies/tos' },
  { source: '/policies/terms', destination: '/policies/tos' },
  { source: '/report-a-site', destination: '/report' },
]
