// Reads an entry with Keystatic's reader, then checks what a field cannot see by itself.
// content-collections.ts reads every file with it, so a wrong field stops the build.
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { createReader, type EntryWithResolvedLinkedFiles } from '@keystatic/core/reader'
import { parse } from 'yaml'
import keystatic, { PROOF } from '@/content/editable-schema'
import { proofDir } from '@/lib/proof'

type Collections = typeof keystatic.collections
type Singletons = typeof keystatic.singletons
export type EntryName = keyof Collections | keyof Singletons
export type EntryOf<N extends EntryName> = EntryWithResolvedLinkedFiles<
  N extends keyof Collections ? Collections[N] : N extends keyof Singletons ? Singletons[N] : never
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

/** Read as YAML 1.2, so a date stays a string. */
export function readData(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8')
  const data = file.endsWith('.mdx') ? (/^---\n([\s\S]*?)^---$/m.exec(text)?.[1] ?? '') : text
  return parse(data) ?? {}
}

function configFor(name: EntryName, file: string): typeof keystatic {
  const path = resolve(file)
  if (name in keystatic.collections) {
    const entries = { ...keystatic.collections[name as keyof Collections], path: `${dirname(path)}/*` }
    return { ...keystatic, collections: { [name]: entries }, singletons: {} } as unknown as typeof keystatic
  }
  const entry = { ...keystatic.singletons[name as keyof Singletons], path: path.replace(/\.[^.]+$/, '') }
  return { ...keystatic, collections: {}, singletons: { [name]: entry } } as unknown as typeof keystatic
}

/** Throws naming the file and each wrong field, one per line. */
export async function readEntry<N extends EntryName>(name: N, file: string, proof = proofDir) {
  const reader = createReader('/', configFor(name, file))
  const slug = basename(file).replace(/\.[^.]+$/, '')
  const problems: string[] = []
  const entry: Record<string, unknown> = await (
    name in keystatic.collections
      ? reader.collections[name as keyof Collections].readOrThrow(slug)
      : reader.singletons[name as keyof Singletons].readOrThrow()
  ).catch((error: Error) => {
    // Its report is a title line, then `field: what is wrong` a line each (no field for the entry's own keys).
    const [, ...lines] = error.message.split('\n')
    problems.push(...(lines.length ? lines.map((line) => line.replace(/^: /, '')) : [error.message]))
    return {}
  })
  problems.push(...crossChecks(name, readData(file), proof))
  if (problems.length) throw new Error(problems.map((problem) => `${file}: ${problem}`).join('\n'))
  // The body, a content field, is compiled apart (content-collections.ts).
  delete entry.content
  return entry as Omit<EntryOf<N>, 'content'>
}
