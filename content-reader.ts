// An editable entry read through its one schema (keystatic.config.ts) by Keystatic's reader, which applies the
// fields' own validation; then what a field cannot see from its own file. Each problem is one line naming the file
// and the field. The build (content-collections.ts) and the tests read entries here.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, extname, join, relative } from 'node:path'
import { createReader, type EntryWithResolvedLinkedFiles } from '@keystatic/core/reader'
import { parse } from 'yaml'
import keystatic, { PROOF } from '@/keystatic.config'
import { proofDir } from '@/lib/proof'

type Collections = typeof keystatic.collections
type Singletons = typeof keystatic.singletons
export type EntryOf<N extends keyof Collections | keyof Singletons> = EntryWithResolvedLinkedFiles<
  N extends keyof Collections ? Collections[N] : N extends keyof Singletons ? Singletons[N] : never
>

/** Where this build reads a collection or singleton of the schema: proof from PLAINGUARD_PROOF_DIR when set. */
export const folderOf = (path: string | undefined, proof = proofDir) => path!.replace(/\/\*$/, '').replace(PROOF, proof)

/** Uploads Keystatic's image field keeps as a path: the file types each may be, beside its entry. */
const uploads: Record<string, Record<string, string[]>> = {
  customers: { logo: ['svg'] },
  people: { photo: ['jpg', 'jpeg', 'png', 'webp'] },
}
/** Relationship fields, and the YAML collection whose entry each names. */
const references: Record<string, Record<string, 'people' | 'customers'>> = {
  posts: { person: 'people' },
  caseStudies: { customer: 'customers' },
}

/** What a field cannot see from its own file: the upload and the entry it names exist, and a date is a real day. */
function crossChecks(name: string, entry: Record<string, unknown>, proof: string): string[] {
  const issues: string[] = []
  for (const [key, types] of Object.entries(uploads[name] ?? {})) {
    const value = entry[key]
    if (typeof value !== 'string') continue
    const publicPath = `/images/proof/${basename(folderOf(keystatic.collections[name as 'people'].path))}/`
    const form = new RegExp(`^${publicPath}[a-z0-9-]+/[a-z0-9-]+\\.(${types.join('|')})$`)
    if (!form.test(value))
      issues.push(`${key}: must be an image uploaded in the editor (${types.join(', ')}): ${publicPath}{entry}/{file}`)
    else if (!existsSync(join(proof, value.slice('/images/proof/'.length)))) issues.push(`${key}: ${value} is not in ${proof}`)
  }
  for (const [key, collection] of Object.entries(references[name] ?? {})) {
    const value = entry[key]
    if (typeof value !== 'string') continue
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
  return [...issues, ...days(entry, '')]
}

/** A file's data as written: YAML, or an MDX file's frontmatter (none: no data). */
function dataOf(text: string, extension: string): Record<string, unknown> {
  const yaml = extension === '.mdx' ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text
  try {
    return (parse(yaml) as Record<string, unknown> | null) ?? {}
  } catch {
    return {} // Keystatic's reader has said what is wrong with it.
  }
}

/** Keystatic's report (`Invalid data for …:` then `field: message` lines), one line per problem. */
const problemsIn = (error: unknown) => {
  const [first, ...lines] = (error as Error).message.split('\n')
  return first!.startsWith('Invalid data for') ? lines : [(error as Error).message]
}

/**
 * An entry, read and checked; `file` is where it is (a collection's entry may be in another folder than the schema's,
 * as a fixture post is). Throws naming the file and each wrong field.
 */
export async function readEntry<N extends keyof Collections | keyof Singletons>(
  name: N,
  file: string,
  proof = proofDir,
): Promise<EntryOf<N>> {
  // Keystatic reads under a root: a file elsewhere (a test's) is named from here.
  const path = relative(process.cwd(), file.slice(0, -extname(file).length))
  const isCollection = name in keystatic.collections
  const reader = createReader(process.cwd(), {
    ...keystatic,
    collections: isCollection
      ? { [name]: { ...keystatic.collections[name as keyof Collections], path: `${dirname(path)}/*` } }
      : {},
    singletons: isCollection ? {} : { [name]: { ...keystatic.singletons[name as keyof Singletons], path } },
  } as typeof keystatic)
  let issues: string[] = []
  let entry: Record<string, unknown> | null = null
  try {
    entry = (await (isCollection
      ? reader.collections[name as keyof Collections].read(basename(path), { resolveLinkedFiles: true })
      : reader.singletons[name as keyof Singletons].read({ resolveLinkedFiles: true }))) as Record<string, unknown> | null
    if (!entry) issues = ['the file is missing']
  } catch (error) {
    issues = problemsIn(error)
  }
  // The checks beyond the fields' own read the file as it is written, so that each problem is named at once.
  if (existsSync(file)) issues.push(...crossChecks(name, dataOf(readFileSync(file, 'utf8'), extname(file)), proof))
  if (issues.length) throw new Error(issues.map((issue) => `${file}: ${issue}`).join('\n'))
  return entry as EntryOf<N>
}
