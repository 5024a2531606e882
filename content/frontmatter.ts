// The frontmatter every long-form file carries, checked by zod when content-collections reads it
// (content-collections.ts; scripts/content.mjs fails the build naming the file and the field).
// Only zod here: the collections' configuration is bundled on its own, before the site exists.
import { z } from 'zod'

/** A field of copy: something to show, not just spaces. */
export const text = z.string().trim().min(1, 'must not be empty')
const isoDate = z.iso.date('must be a date written YYYY-MM-DD')
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Blog topics: a post names one; each has a prerendered page at /blog/topic/{name in kebab case}. */
export const topics = [
  {
    name: 'Cybersecurity',
    description:
      'Phishing, lookalike websites, leaked credentials and counterfeits: how the attacks on a brand work, and what stops them.',
  },
  {
    name: 'Content Moderation',
    description:
      'Keeping user-generated content safe and lawful: moderation that protects people and the brand that hosts them.',
  },
] as const

export type Topic = (typeof topics)[number]
export type TopicName = Topic['name']
const topicNames = topics.map(({ name }) => name) as [TopicName, ...TopicName[]]

/** SPEC section 3 "Blog post list entry": the fields of a post, in its file's frontmatter. */
export const postFrontmatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: text,
  excerpt: text,
  slug: z.string().regex(kebab, 'must be lower-case words joined by hyphens, and the file name'),
  image: z.string().regex(/^[a-z0-9-]+\.svg$/, 'must be the file name of an SVG in public/images/blog/'),
  topic: z.enum(topicNames, { error: `must be one of: ${topicNames.join(', ')}` }),
  author: text,
  date: isoDate,
})

/** A policy (privacy, terms, cookies): its page header and the date it last changed. */
export const policyFrontmatterSchema = z.strictObject({
  title: text,
  description: text,
  summary: text,
  lastUpdated: isoDate,
})

/** A company page's copy (about, careers, support): the intro lives with the page (content/pages.ts). */
export const companyFrontmatterSchema = z.strictObject({})

/** The components long-form copy may use, besides Markdown (components/prose/mdx.tsx renders them). */
export const contentComponents = ['Callout', 'Figure', 'StatusLink', 'DashboardLink', 'ResponseTimes'] as const
