// The schema the build checks each editable file with: its fields in content/editable-schema.ts, as the editor checks
// them, then what a field cannot see by itself: that an upload and a referenced entry exist, and that a date is a day.
import { existsSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { EntryWithResolvedLinkedFiles } from '@keystatic/core/reader'
import keystatic, { PROOF } from '@/content/editable-schema'
import { kebab } from '@/content/text'
import { keystaticSchema, type Issue } from '#lib/keystatic-schema'
import { proofDir } from '#lib/proof'

type Collections = typeof keystatic.collections
type Singletons = typeof keystatic.singletons
export type EntryName = keyof Collections | keyof Singletons
export type EntryOf<N extends EntryName> = Omit<
  EntryWithResolvedLinkedFiles<N extends keyof Collections ? Collections[N] : N extends keyof Singletons ? Singletons[N] : never>,
  'content'
>

export const folderOf = (path: string | undefined, proof = proofDir) => path!.replace(/\/\*$/, '').replace(PROOF, proof)

/** Keystatic's image field stores a path: the file types each upload may have. */
const uploads: Record<string, Record<string, string[]>> = {
  customers: { logo: ['svg'] },
  people: { photo: ['jpg', 'jpeg', 'png', 'webp'] },
}
const references: Record<string, Record<string, 'people' | 'customers'>> = {
  posts: { person: 'people' },
  caseStudies: { customer: 'customers' },
}

function crossChecks(name: EntryName, data: Record<string, unknown>, proof: string): Issue[] {
  const issues: Issue[] = []
  for (const [key, types] of Object.entries(uploads[name] ?? {})) {
    const value = data[key]
    if (typeof value !== 'string') continue
    const publicPath = `/images/proof/${basename(folderOf(keystatic.collections[name as 'people'].path))}/`
    const form = new RegExp(`^${publicPath}[a-z0-9-]+/[a-z0-9-]+\\.(${types.join('|')})$`)
    if (!form.test(value))
      issues.push({
        path: [key],
        message: `must be an image uploaded in the editor (${types.join(', ')}): ${publicPath}{entry}/{file}`,
      })
    else if (!existsSync(join(proof, value.slice('/images/proof/'.length))))
      issues.push({ path: [key], message: `${value} is not in ${proof}` })
  }
  for (const [key, collection] of Object.entries(references[name] ?? {})) {
    const value = data[key]
    if (typeof value !== 'string' || !value) continue
    const file = join(folderOf(keystatic.collections[collection].path, proof), `${value}.yaml`)
    if (!kebab.test(value)) issues.push({ path: [key], message: `must be the file name of an entry in ${collection}` })
    else if (!existsSync(file)) issues.push({ path: [key], message: `there is no ${value} in ${collection} (${file})` })
  }
  const days = (value: unknown, path: Issue['path']): Issue[] =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? Number.isNaN(Date.parse(value)) || new Date(value).toISOString().slice(0, 10) !== value
        ? [{ path, message: `${value} is not a day: a date is written YYYY-MM-DD` }]
        : []
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => days(inner, [...path, key]))
        : []
  return [...issues, ...days(data, [])]
}

/** The schema of an entry of `name`, whose uploads and references are in the proof folder `proof`. */
export function entrySchema<N extends EntryName>(name: N, proof = proofDir) {
  const entry =
    name in keystatic.collections
      ? keystatic.collections[name as keyof Collections]
      : keystatic.singletons[name as keyof Singletons]
  return keystaticSchema<EntryOf<N>>(entry, (data) => crossChecks(name, data, proof))
}
