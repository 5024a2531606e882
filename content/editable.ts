// Plain data the editable content's schema (editable-schema.ts) names, and the pages read too. Only data: the
// schema is bundled on its own for the build (content-collections.ts), before the site exists.
import { industryNames } from '@/content/industry-names'
import { services } from '@/content/services'

/** Blog topics: a post names one; each has a prerendered page at /blog/topic/{name in kebab case}. */
export const topics = [
  {
    name: 'Cybersecurity',
    description:
      'Phishing, lookalike websites, leaked credentials and counterfeits: how the attacks on a brand work, and what stops them.',
  },
  {
    name: 'Content Moderation',
    description: 'Keeping user-generated content safe and lawful: moderation that protects people and the brand that hosts them.',
  },
] as const

export type Topic = (typeof topics)[number]

/** The components long-form copy may use, besides Markdown (components/prose/mdx.tsx renders them). */
export const contentComponents = [
  'Callout',
  'Figure',
  'StatusLink',
  'DashboardLink',
  'ResponseTimes',
  'WorkingHours',
  'CookieTable',
] as const

const bySlug = (pages: Record<string, { name: string; href: string }>) =>
  Object.values(pages).map(({ name, href }) => ({ value: href.slice(href.lastIndexOf('/') + 1), label: name }))

/** The service pages, by slug: what a quote or a case study is about. */
export const serviceOptions = bySlug(services)

/** The industry pages, by slug (`manufactering` is the page's address, spelled so). */
export const industryOptions = bySlug(industryNames)

export const planOptions = [
  { value: 'starter', label: 'Starter' },
  { value: 'business', label: 'Business' },
  { value: 'enterprise', label: 'Enterprise' },
] as const
