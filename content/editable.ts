// Only plain data: the schema (editable-schema.ts) is bundled on its own for the build, before the site exists.
import { industryNames } from '@/content/industry-names'
import { services } from '@/content/services'
import { upperFirst } from '#lib/format'
import { planIds } from '#lib/pricing'

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

/** components/prose/mdx.tsx renders these. */
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

export const serviceOptions = bySlug(services)

/** `manufactering` is the page's address, spelled so. */
export const industryOptions = bySlug(industryNames)

export const planOptions = planIds.map((id) => ({ value: id, label: upperFirst(id) }))
