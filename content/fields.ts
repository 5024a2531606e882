// A field of editable content, once: what the editor shows and the zod rule the build checks. A new kind of field
// starts here. Only zod: the collections' configuration is bundled on its own, before the site exists.
import { z } from 'zod'

/** A field of copy: something to show, not just spaces, and never markup (it also lands in JSON-LD and meta tags). */
export const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => !value.includes('<'), 'must be plain text: “<” is not allowed')
export const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/

export type Option = { value: string; label: string }
type Help = { label: string; description?: string }
type Optional = { optional?: boolean }

/** What the editor needs to know of a field; `zod` is the rule the build applies. */
export type FieldSpec = Help &
  (
    | ({ kind: 'text'; multiline?: boolean; max?: number; pattern?: { regex: RegExp; message: string } } & Optional)
    /** The entry's name, from which the editor makes its file name (Keystatic's slug field). */
    | { kind: 'name' }
    | ({ kind: 'integer'; min: number } & Optional)
    | { kind: 'date' }
    | { kind: 'select'; options: readonly Option[] }
    | { kind: 'multiselect'; options: readonly Option[] }
    | { kind: 'checkbox' }
    | ({ kind: 'url' } & Optional)
    /** A file uploaded in the editor, kept beside its entry and served under `publicPath`. */
    | { kind: 'image'; publicPath: string; extensions: readonly string[] }
    | ({ kind: 'relationship'; collection: string } & Optional)
    | { kind: 'list'; of: Fields; min: number; max: number; itemLabel: string }
    | { kind: 'object'; of: Fields }
  )

export type Field = FieldSpec & { zod: z.ZodType }
export type Fields = Record<string, Field>

type Opt<O, Z extends z.ZodType> = O extends { optional: true } ? z.ZodOptional<Z> : Z
const maybe = <Z extends z.ZodType, O extends Optional>(zod: Z, options: O) =>
  (options.optional ? zod.optional() : zod) as Opt<O, Z>

type TextOptions = Omit<Extract<FieldSpec, { kind: 'text' }>, 'kind' | 'label'>
type ShapeOf<F extends Fields> = { [K in keyof F]: F[K]['zod'] }

/** The zod schema of a set of fields: each field's rule, and no other key. */
export const schemaOf = <F extends Fields>(fields: F) =>
  z.strictObject(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.zod])) as ShapeOf<F>)

const values = <const O extends readonly Option[]>(options: O) =>
  options.map(({ value }) => value) as [O[number]['value'], ...O[number]['value'][]]
const oneOf = (options: readonly Option[]) => `must be one of: ${options.map(({ value }) => value).join(', ')}`

export const field = {
  text: <const O extends TextOptions>(label: string, options: O = {} as O) => {
    let rule = text
    if (options.max) rule = rule.max(options.max, `must be at most ${options.max} characters`)
    if (options.pattern) rule = rule.regex(options.pattern.regex, options.pattern.message)
    return { kind: 'text' as const, label, ...options, zod: maybe(rule, options) }
  },
  name: (label: string, description?: string) => ({ kind: 'name' as const, label, description, zod: text }),
  integer: <const O extends Optional>(label: string, min: number, options: O & { description?: string } = {} as O) => ({
    kind: 'integer' as const,
    label,
    min,
    ...options,
    zod: maybe(
      z.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be ${min} or more`),
      options,
    ),
  }),
  date: (label: string, description?: string) => ({
    kind: 'date' as const,
    label,
    description,
    zod: z.iso.date('must be a date written YYYY-MM-DD'),
  }),
  select: <const O extends readonly Option[]>(label: string, options: O, description?: string) => ({
    kind: 'select' as const,
    label,
    options,
    description,
    zod: z.enum(values(options), { error: oneOf(options) }),
  }),
  multiselect: <const O extends readonly Option[]>(label: string, options: O, description?: string) => ({
    kind: 'multiselect' as const,
    label,
    options,
    description,
    zod: z.array(z.enum(values(options), { error: oneOf(options) })).default([]),
  }),
  checkbox: (label: string, description?: string) => ({
    kind: 'checkbox' as const,
    label,
    description,
    zod: z.boolean({ error: 'must be true or false' }).default(false),
  }),
  url: <const O extends Optional>(label: string, options: O & { description?: string } = {} as O) => ({
    kind: 'url' as const,
    label,
    ...options,
    zod: maybe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https:// address' }), options),
  }),
  image: (label: string, publicPath: string, extensions: readonly string[], description?: string) => ({
    kind: 'image' as const,
    label,
    publicPath,
    extensions,
    description,
    zod: z
      .string()
      .regex(
        new RegExp(`^${publicPath.replaceAll('/', '\\/')}[a-z0-9-]+\\/[a-z0-9-]+\\.(${extensions.join('|')})$`),
        `must be an image uploaded in the editor (${extensions.join(', ')}): ${publicPath}{entry}/{file}`,
      ),
  }),
  relationship: <const O extends Optional>(
    label: string,
    collection: string,
    options: O & { description?: string } = {} as O,
  ) => ({
    kind: 'relationship' as const,
    label,
    collection,
    ...options,
    zod: maybe(z.string().regex(kebab, `must be the file name of an entry in ${collection}`), options),
  }),
  list: <const F extends Fields>(
    label: string,
    of: F,
    limits: { min: number; max: number; itemLabel: keyof F & string; description?: string },
  ) => ({
    kind: 'list' as const,
    label,
    of,
    ...limits,
    zod: z.array(schemaOf(of)).min(limits.min, `needs at least ${limits.min}`).max(limits.max, `has at most ${limits.max}`),
  }),
  object: <const F extends Fields>(label: string, of: F) => ({ kind: 'object' as const, label, of, zod: schemaOf(of) }),
}
