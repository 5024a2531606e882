import { z } from 'zod'
import { kebab, text } from '@/content/text'
import { productViewSchema } from '@/content/product-view'
import { signatureSchema } from '@/content/signature'
import { iconNames } from '#lib/icons'
import { ogImagePath } from '#lib/seo'

/** One paragraph, or up to three where one would run past five lines of a desktop column. */
const paragraphs = z
  .union([text, z.array(text).min(1).max(3)])
  .transform((value) => (typeof value === 'string' ? [value] : value))

const solutionPageFields = z.object({
  slug: z.string().regex(kebab),
  title: text,
  summary: text.max(48, 'must fit one line of the Solutions menu: 48 characters at most'),
  description: text,
  image: productViewSchema,
  imageAlt: text,
  middleTitle: text,
  /** Underlined, so it must fit one line on a phone for the underline to be one bar. */
  middleSubtitle: text.max(32, 'must fit one line on a phone: 32 characters at most'),
  middleDescription: paragraphs,
  signature: signatureSchema,
  cards: z
    .array(z.object({ icon: z.enum(iconNames), title: text, description: text }))
    .min(6, 'needs at least six cards')
    .max(9, 'takes at most nine cards: three rows')
    .refine((cards) => new Set(cards.map(({ title }) => title)).size === cards.length, 'each card needs a title of its own'),
  /** A fact about the sector needs a public source. */
  problem: z
    .object({
      heading: text,
      text: paragraphs,
      points: z
        .array(z.object({ icon: z.enum(iconNames), text }).strict())
        .min(3)
        .max(4),
      source: z
        .object({ label: text, href: z.url({ protocol: /^https$/ }) })
        .strict()
        .optional(),
    })
    .strict()
    .optional(),
  tool: z.literal('lookalike-domains').optional(),
  closing: z.object({ heading: text, text }).strict(),
  /** Search results show these lengths whole. */
  seoTitle: text.max(60, 'must be at most 60 characters'),
  seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
  seoKeywords: z.array(text).min(5).max(8),
  /** Overrides the share image that lib/seo.ts ogImagePath derives from the path. */
  seoImage: z
    .string()
    .regex(/^\/og\/[a-z0-9/-]+\.png$/, 'must be a /og/….png path')
    .optional(),
  canonicalUrl: z
    .string()
    .regex(/^\/[a-z0-9/-]+$/, 'must be the page path, e.g. /solutions/takedowns')
    .optional(),
})

const pageIn = (section: '/solutions' | '/industry') =>
  solutionPageFields.transform(({ canonicalUrl, seoImage, ...page }) => {
    const path = canonicalUrl ?? `${section}/${page.slug}`
    return { ...page, canonicalUrl: path, seoImage: seoImage ?? ogImagePath(path) }
  })
export const solutionPageSchema = pageIn('/solutions')
export const industryPageSchema = pageIn('/industry')
export type SolutionPage = z.output<typeof solutionPageSchema>

/** Throws as the page loads, so a bad page fails the build naming each field. */
export function checkContent<T extends z.ZodType>(schema: T, data: z.input<T> & { slug: string }): z.output<T> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${data.slug}: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new Error(`Invalid content\n${problems.join('\n')}`)
}
