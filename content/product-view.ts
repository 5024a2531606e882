import { z } from 'zod'
import { text } from '@/content/text'

// The product views' sample data: illustrative throughout (example domains, no real brand or person).

/** The tone decides a status's colour, so its label must say the same in words. */
export const statusTones = ['alert', 'warning', 'progress', 'done', 'neutral'] as const
const status = z.object({ label: text, tone: z.enum(statusTones) }).strict()
export type ViewStatus = z.output<typeof status>

const detail = z.object({ label: text, value: text }).strict()
const share = z.number().min(0).max(100)

const overview = z
  .object({
    kind: z.literal('overview'),
    title: text,
    menu: z.array(z.object({ label: text, count: text }).strict()).length(5),
    stats: z.array(detail).length(3),
    rows: z.array(z.object({ target: text, type: text, status, next: text }).strict()).length(3),
  })
  .strict()

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

/** Shown under every view, so nobody mistakes sample data for a customer's. */
export const productViewCaption = 'Illustrative view of the Plainguard dashboard, with example data throughout.'
