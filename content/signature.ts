import { z } from 'zod'
import { text } from '@/content/text'
import { services } from '@/content/services'

// A signature module is the one thing only its page shows. Example data uses .example names, so it is visibly example.

const address = z.object({ who: text, address: text }).strict()
const serviceKey = z.enum(Object.keys(services) as [keyof typeof services, ...(keyof typeof services)[]])

const notice = z
  .object({
    kind: z.literal('notice'),
    heading: text,
    to: address,
    copy: address,
    site: z.object({ what: text, address: text }).strict(),
    subject: text,
    grounds: z.array(text).min(2).max(3),
    request: text,
    evidence: z.array(text).min(2).max(4),
  })
  .strict()

const watch = z
  .object({
    kind: z.literal('watch'),
    heading: text,
    name: text,
    items: z
      .array(
        z
          .object({ technique: text, lookalike: text, changed: text })
          .strict()
          .refine((item) => item.lookalike.includes(item.changed), 'changed must be part of lookalike'),
      )
      .min(3)
      .max(4),
    stages: z
      .array(z.object({ when: text, then: text }).strict())
      .min(2)
      .max(3),
  })
  .strict()

const sources = z
  .object({
    kind: z.literal('sources'),
    heading: text,
    items: z
      .array(z.object({ source: text, finds: text, told: text }).strict())
      .min(3)
      .max(4),
  })
  .strict()

const rules = z
  .object({
    kind: z.literal('rules'),
    heading: text,
    rows: z
      .array(z.object({ content: text, action: z.enum(['remove', 'report', 'escalate', 'allow']), decides: text }).strict())
      .min(3)
      .max(5),
    note: text,
  })
  .strict()

const emailPart = z.enum(['from', 'subject', 'body', 'button'])
const email = z
  .object({
    kind: z.literal('email'),
    heading: text,
    from: text,
    subject: text,
    body: text,
    button: text,
    destination: text,
    flags: z
      .array(z.object({ at: emailPart, text }).strict())
      .min(3)
      .max(4)
      .refine((flags) => new Set(flags.map((flag) => flag.at)).size === flags.length, 'one flag per part of the email'),
    note: text,
  })
  .strict()

const riskMap = z
  .object({
    kind: z.literal('risk-map'),
    heading: text,
    rows: z
      .array(z.object({ risk: text, services: z.array(serviceKey).min(1).max(2) }).strict())
      .min(4)
      .max(6),
  })
  .strict()

const channels = z
  .object({
    kind: z.literal('channels'),
    heading: text,
    items: z.array(z.object({ channel: text, example: text, action: text }).strict()).length(4),
  })
  .strict()

const lure = z
  .object({
    kind: z.literal('lure'),
    heading: text,
    where: text,
    author: text,
    message: text,
    removals: z.array(z.object({ what: text, how: text, service: serviceKey }).strict()).length(3),
  })
  .strict()

const route = z
  .object({
    kind: z.literal('route'),
    heading: text,
    stages: z
      .array(z.object({ stage: text, what: text, we: text }).strict())
      .min(3)
      .max(4),
    end: text,
  })
  .strict()

export const signatureSchema = z.discriminatedUnion('kind', [
  notice,
  watch,
  sources,
  rules,
  email,
  riskMap,
  channels,
  lure,
  route,
])
export type Signature = z.output<typeof signatureSchema>
export type SignatureOf<K extends Signature['kind']> = Extract<Signature, { kind: K }>
