import { z } from 'zod'
import { kebab, text } from '@/content/text'
import { productViewSchema } from '@/content/product-view'
import { signatureSchema } from '@/content/signature'
import { iconNames } from '@/lib/icons'
import { ogImagePath } from '@/lib/seo'

/**
 * Copy of one paragraph, or of two or three where one would run past five lines of a desktop's column: broken
 * where its argument turns. Always a list of paragraphs once checked.
 */
const paragraphs = z
  .union([text, z.array(text).min(1).max(3)])
  .transform((value) => (typeof value === 'string' ? [value] : value))

/** A solution page's content (title, description, image, middle section, cards, SEO fields); industry pages use the same model. */
const solutionPageFields = z.object({
  slug: z.string().regex(kebab),
  title: text,
  /** What the page offers in one line: the Solutions menu and the related links beside the other pages. */
  summary: text.max(48, 'must fit one line of the Solutions menu: 48 characters at most'),
  description: text,
  /** The hero's image: a view of the product with this page's own sample (components/product/). */
  image: productViewSchema,
  /** What the view shows, its accessible name. */
  imageAlt: text,
  middleTitle: text,
  /** Underlined: one line on a phone, so the underline is one bar. */
  middleSubtitle: text.max(32, 'must fit one line on a phone: 32 characters at most'),
  middleDescription: paragraphs,
  /** The module only this page has, beside the middle section's description: its method or a deliverable. */
  signature: signatureSchema,
  cards: z
    .array(z.object({ icon: z.enum(iconNames), title: text, description: text }))
    .min(6, 'needs at least six cards')
    .max(9, 'takes at most nine cards: three rows')
    .refine((cards) => new Set(cards.map(({ title }) => title)).size === cards.length, 'each card needs a title of its own'),
  /** The problem in the buyer's words, with a public source where it states a fact about the sector. */
  problem: z
    .object({
      heading: text,
      text: paragraphs,
      /** Each sign with an icon of its own, so every page's problems read as that page's. */
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
  /** A free tool of ours that shows this page's problem on the reader's own name, offered after the cards. */
  tool: z.literal('lookalike-domains').optional(),
  /** The closing band's words: the next step for a reader of this page, in its own terms. */
  closing: z.object({ heading: text, text }).strict(),
  /** Lengths that search results show whole. */
  seoTitle: text.max(60, 'must be at most 60 characters'),
  seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
  seoKeywords: z.array(text).min(5).max(8),
  /** Only to override the share image that follows from the path (lib/seo.ts ogImagePath). */
  seoImage: z
    .string()
    .regex(/^\/og\/[a-z0-9/-]+\.png$/, 'must be a /og/….png path')
    .optional(),
  /** Only to override the path that follows from the section and the slug. */
  canonicalUrl: z
    .string()
    .regex(/^\/[a-z0-9/-]+$/, 'must be the page path, e.g. /solutions/takedowns')
    .optional(),
})

/** The page's URL and share image follow from its slug, unless the file overrides them. */
const pageIn = (section: '/solutions' | '/industry') =>
  solutionPageFields.transform(({ canonicalUrl, seoImage, ...page }) => {
    const path = canonicalUrl ?? `${section}/${page.slug}`
    return { ...page, canonicalUrl: path, seoImage: seoImage ?? ogImagePath(path) }
  })
export const solutionPageSchema = pageIn('/solutions')
export const industryPageSchema = pageIn('/industry')
export type SolutionPage = z.output<typeof solutionPageSchema>

/** Checks a page's content as it loads, so a bad page fails the build: `takedowns: cards.2.title: must not be empty`. */
export function checkContent<T extends z.ZodType>(schema: T, data: z.input<T> & { slug: string }): z.output<T> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${data.slug}: ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  throw new Error(`Invalid content\n${problems.join('\n')}`)
}
