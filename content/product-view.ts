import { z } from 'zod'
import { text } from '@/content/fields'

/**
 * The product views drawn in HTML (components/product/): what the Plainguard dashboard shows, with
 * sample data. Every value is illustrative: example domains (`.example`), no real brand or person.
 */

/** What a status means, which decides its colour; the label says it in words. */
export const statusTones = ['alert', 'warning', 'progress', 'done', 'neutral'] as const
const status = z.object({ label: text, tone: z.enum(statusTones) }).strict()
export type ViewStatus = z.output<typeof status>

const detail = z.object({ label: text, value: text }).strict()

/** A list of cases, as the dashboard opens: counts, then each case with its status and next step. */
const cases = z
  .object({
    kind: z.literal('cases'),
    title: text,
    stats: z.array(detail).length(3),
    rows: z
      .array(z.object({ target: text, type: text, evidence: z.number().int().nonnegative(), status, next: text }).strict())
      .min(3)
      .max(4),
  })
  .strict()

/** One takedown case: what it imitates, its history and the evidence behind it. */
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

/** A phishing-simulation campaign's result: who was sent it, what they did, what follows. */
const campaign = z
  .object({
    kind: z.literal('campaign'),
    name: text,
    audience: text,
    status,
    /** Each outcome as a share of the people sent the campaign, 0 to 100. */
    outcomes: z
      .array(z.object({ label: text, count: z.number().int().nonnegative(), share: z.number().min(0).max(100) }).strict())
      .length(3),
    followUp: z.array(text).min(1).max(3),
  })
  .strict()

/** A monitoring alert: a lookalike domain or copied site, the signals behind it and the next step. */
const alert = z
  .object({
    kind: z.literal('alert'),
    title: text,
    domain: text,
    status,
    seen: text,
    signals: z.array(detail).min(3).max(4),
    next: text,
  })
  .strict()

/** A dark-web finding: where it was found, what it holds (masked) and what to do. */
const finding = z
  .object({
    kind: z.literal('finding'),
    title: text,
    source: text,
    status,
    seen: text,
    records: z.array(detail).min(2).max(4),
    next: text,
  })
  .strict()

/** A moderation queue: items, why each was flagged and the decision. */
const queue = z
  .object({
    kind: z.literal('queue'),
    title: text,
    items: z
      .array(z.object({ excerpt: text, reason: text, status }).strict())
      .min(3)
      .max(4),
  })
  .strict()

export const productViewSchema = z.discriminatedUnion('kind', [cases, caseView, campaign, alert, finding, queue])
export type ProductView = z.output<typeof productViewSchema>
export type ProductViewOf<K extends ProductView['kind']> = Extract<ProductView, { kind: K }>

/** Said under every view, so nobody mistakes sample data for a customer's. */
export const productViewCaption = 'Illustrative view of the Plainguard dashboard: the domains, names and figures are examples.'
