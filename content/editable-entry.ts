// An editable entry checked against its one schema (keystatic.config.ts) the way Keystatic's reader checks it: each
// field by its own parser, and no key the schema lacks. Then what a field cannot see by itself. content-collections.ts
// checks every file with it, naming the file and the field of each problem; the tests check entries with it too.
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { ComponentSchema } from '@keystatic/core'
import type { EntryWithResolvedLinkedFiles } from '@keystatic/core/reader'
import keystatic, { PROOF } from '@/keystatic.config'
import { proofDir } from '@/lib/proof'

type Collections = typeof keystatic.collections
type Singletons = typeof keystatic.singletons
/** A field's value as a file holds it (Keystatic does not export the type). */
type Stored = Parameters<Extract<ComponentSchema, { kind: 'form' }>['reader']['parse']>[0]
export type EntryName = keyof Collections | keyof Singletons
export type EntryOf<N extends EntryName> = EntryWithResolvedLinkedFiles<
  N extends keyof Collections ? Collections[N] : N extends keyof Singletons ? Singletons[N] : never
>

/** Where this build reads a collection or singleton of the schema: proof from PLAINGUARD_PROOF_DIR when set. */
export const folderOf = (path: string | undefined, proof = proofDir) => path!.replace(/\/\*$/, '').replace(PROOF, proof)

const schemaOf = (name: EntryName): Record<string, ComponentSchema> =>
  name in keystatic.collections
    ? keystatic.collections[name as keyof Collections].schema
    : keystatic.singletons[name as keyof Singletons].schema

/**
 * `value` read by `field` (the body, a content field, is compiled apart); each problem pushed as `path: message`.
 * `slug` is the file's name when `field` is the entry's slug field, which checks it.
 */
function read(field: ComponentSchema, value: unknown, path: string, problems: string[], slug?: string): unknown {
  const problem = (message: string) => problems.push(`${path}: ${message}`)
  if (field.kind === 'form') {
    if (field.formKind === 'content') return undefined
    // As the file has it (an empty value, null in YAML, is none): the field's parser says what is wrong with it.
    const stored = (value ?? undefined) as Stored
    try {
      return field.formKind === 'slug' && slug !== undefined
        ? field.reader.parseWithSlug(stored, { slug, glob: '*' })
        : field.reader.parse(stored)
    } catch (error) {
      problem((error as Error).message)
      return undefined
    }
  }
  if (field.kind === 'object') {
    const given = (value ?? {}) as Record<string, unknown>
    if (typeof given !== 'object' || Array.isArray(given)) return problem('must be a group of fields')
    for (const key of Object.keys(given))
      if (!(key in field.fields)) problems.push(`${path ? `${path}.` : ''}${key}: is not a field here`)
    return Object.fromEntries(
      Object.entries(field.fields).map(([key, inner]) => [key, read(inner, given[key], path ? `${path}.${key}` : key, problems)]),
    )
  }
  if (field.kind === 'array') {
    const items = value ?? []
    if (!Array.isArray(items)) return problem('must be a list')
    const { min = 0, max = Infinity } = field.validation?.length ?? {}
    if (items.length < min || items.length > max) problem(`must have ${min} to ${max} items (has ${items.length})`)
    return items.map((item, index) => read(field.element, item, `${path}.${index}`, problems))
  }
  throw new Error(`keystatic.config.ts: ${path}: a ${field.kind} field is not read by content/editable-entry.ts`)
}

/** Uploads Keystatic's image field keeps as a path: the file types each may be, beside its entry. */
const uploads: Record<string, Record<string, string[]>> = {
  customers: { logo: ['svg'] },
  people: { photo: ['jpg', 'jpeg', 'png', 'webp'] },
}
/** Relationship fields, and the collection whose entry each names. */
const references: Record<string, Record<string, 'people' | 'customers'>> = {
  posts: { person: 'people' },
  caseStudies: { customer: 'customers' },
}

/** What a field cannot see by itself: the upload and the entry it names exist, and a date is a real day. */
function crossChecks(name: EntryName, data: Record<string, unknown>, proof: string): string[] {
  const issues: string[] = []
  for (const [key, types] of Object.entries(uploads[name] ?? {})) {
    const value = data[key]
    if (typeof value !== 'string') continue
    const publicPath = `/images/proof/${basename(folderOf(keystatic.collections[name as 'people'].path))}/`
    const form = new RegExp(`^${publicPath}[a-z0-9-]+/[a-z0-9-]+\\.(${types.join('|')})$`)
    if (!form.test(value))
      issues.push(`${key}: must be an image uploaded in the editor (${types.join(', ')}): ${publicPath}{entry}/{file}`)
    else if (!existsSync(join(proof, value.slice('/images/proof/'.length)))) issues.push(`${key}: ${value} is not in ${proof}`)
  }
  for (const [key, collection] of Object.entries(references[name] ?? {})) {
    const value = data[key]
    if (typeof value !== 'string' || !value) continue
    const file = join(folderOf(keystatic.collections[collection].path, proof), `${value}.yaml`)
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)) issues.push(`${key}: must be the file name of an entry in ${collection}`)
    else if (!existsSync(file)) issues.push(`${key}: there is no ${value} in ${collection} (${file})`)
  }
  const days = (value: unknown, path: string): string[] =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? Number.isNaN(Date.parse(value)) || new Date(value).toISOString().slice(0, 10) !== value
        ? [`${path}: ${value} is not a day: a date is written YYYY-MM-DD`]
        : []
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => days(inner, path ? `${path}.${key}` : key))
        : []
  return [...issues, ...days(data, '')]
}

/**
 * The entry `data` (from a file named `slug`) as its schema reads it, the body left out; throws naming the file and
 * each wrong field, a line each.
 */
export function checkEntry<N extends EntryName>(name: N, data: Record<string, unknown>, file: string, proof = proofDir) {
  const problems: string[] = []
  const slugField = name in keystatic.collections ? keystatic.collections[name as keyof Collections].slugField : undefined
  const entry = Object.entries(schemaOf(name)).flatMap(([key, field]) => {
    const value = read(field, data[key], key, problems, key === slugField ? basename(file).replace(/\.[^.]+$/, '') : undefined)
    return value === undefined ? [] : [[key, value] as const]
  })
  for (const key of Object.keys(data)) if (!(key in schemaOf(name))) problems.push(`${key}: is not a field here`)
  problems.push(...crossChecks(name, data, proof))
  if (problems.length) throw new Error(problems.map((problem) => `${file}: ${problem}`).join('\n'))
  return Object.fromEntries(entry) as Omit<EntryOf<N>, 'content'>
}
