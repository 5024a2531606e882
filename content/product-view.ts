import { z } from 'zod'
import { text } from '@/content/text'

// The product views' sample data: illustrative throughout (example domains, no real brand or person).

/** What a status means, which decides its colour; the label says it in words. */
export const statusTones = ['alert', 'warning', 'progress', 'done', 'neutral'] as const
const status = z.object({ label: text, tone: z.enum(statusTones) }).strict()
export type ViewStatus = z.output<typeof status>

const detail = z.object({ label: text, value: text }).strict()
const share = z.number().min(0).max(100)

/** The home header's whole dashboard: the services down the side, the open cases beside them. */
const overview = z
  .object({
    kind: z.literal('overview'),
    title: text,
    menu: z.array(z.object({ label: text, count: text }).strict()).length(5),
    stats: z.array(detail).length(3),
    rows: z.array(z.object({ target: text, type: text, status, next: text }).strict()).length(3),
  })
  .strict()

/** Takedowns: one case, what it imitates, its history and the evidence behind it. */
const caseView = z
  .object({
    kind: z.literal('case'),
    reference: text,
    title: text,
    status,
    target: text,
    imitates: text,
    timeline: z
      .array(z.object({ label: text, detail: text, time: text }).strict())
      .min(3)
      .max(5),
    evidence: z.array(text).min(2).max(4),
  })
  .strict()

/** Website monitoring: the feed of new lookalike sites, newest first, each with what was seen. */
const feed = z
  .object({
    kind: z.literal('feed'),
    title: text,
    watching: text,
    items: z
      .array(z.object({ domain: text, seen: text, signals: text, status }).strict())
      .min(3)
      .max(4),
    next: text,
  })
  .strict()

/** Dark web scanning: leaked credentials grouped by where they were found, every account masked. */
const leaks = z
  .object({
    kind: z.literal('leaks'),
    title: text,
    scope: text,
    sources: z
      .array(
        z
          .object({
            source: text,
            where: text,
            rows: z
              .array(z.object({ account: text, password: text, found: text, status }).strict())
              .min(1)
              .max(2),
          })
          .strict(),
      )
      .length(3),
    next: text,
  })
  .strict()

/** Content moderation: the review queue, its counts, and each item with why it was flagged and the decision. */
const queue = z
  .object({
    kind: z.literal('queue'),
    title: text,
    stats: z.array(detail).length(3),
    items: z
      .array(z.object({ where: text, when: text, excerpt: text, reason: text, status }).strict())
      .min(3)
      .max(4),
  })
  .strict()

/** Phishing simulation: one campaign's results by department, as shares of the people sent it, and what follows. */
const campaign = z
  .object({
    kind: z.literal('campaign'),
    name: text,
    audience: text,
    status,
    departments: z
      .array(
        z.object({ name: text, sent: z.number().int().positive(), reported: share, clicked: share, entered: share }).strict(),
      )
      .min(3)
      .max(5),
    followUp: z.array(text).min(1).max(3),
  })
  .strict()

/** Financial services: the register of impersonations in the firm's name, what each copies and where it stands. */
const register = z
  .object({
    kind: z.literal('register'),
    title: text,
    firm: text,
    items: z
      .array(z.object({ what: text, address: text, copies: z.array(text).min(1).max(3), channel: text, status }).strict())
      .min(3)
      .max(4),
    next: text,
  })
  .strict()

/** Retail: fake shops and counterfeit listings, counted by the channel they were found on, each with its status. */
const listings = z
  .object({
    kind: z.literal('listings'),
    title: text,
    watching: text,
    channels: z.array(text).length(3),
    items: z
      .array(z.object({ channel: text, listing: text, where: text, signals: text, status }).strict())
      .min(3)
      .max(4),
    next: text,
  })
  .strict()
  .refine((view) => view.items.every((item) => view.channels.includes(item.channel)), 'Each item is on a listed channel.')

export const productViewSchema = z.discriminatedUnion('kind', [
  overview,
  caseView,
  feed,
  leaks,
  queue,
  campaign,
  register,
  listings,
])
export type ProductView = z.output<typeof productViewSchema>
export type ProductViewOf<K extends ProductView['kind']> = Extract<ProductView, { kind: K }>

/** Said under every view, so nobody mistakes sample data for a customer's. */
export const productViewCaption = 'Illustrative view of the Plainguard dashboard, with example data throughout.'
