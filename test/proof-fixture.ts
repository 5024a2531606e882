// The proof fixtures (e2e/fixtures/proof) as the build reads them, through the build's schema (content/editable-entry.ts),
// so the tests compute what the pages must show from the files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { entrySchema, folderOf, type EntryName, type EntryOf } from '@/content/editable-entry'
import keystatic from '@/content/editable-schema'

export const fixtureDir = 'e2e/fixtures/proof'

type Name = keyof typeof keystatic.collections
export type FixtureEntry<N extends Name> = EntryOf<N> & { slug: string }

/** A file's fields (an MDX file's frontmatter), read as YAML 1.2 as the build reads them, so a date stays a string. */
export function readData(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8')
  return parse(file.endsWith('.mdx') ? (/^---\n([\s\S]*?)^---$/m.exec(text)?.[1] ?? '') : text) ?? {}
}

/** What the build says about an entry holding `data`: a `field: message` line each. */
export async function issuesOf(name: EntryName, data: object): Promise<string[]> {
  const result = await entrySchema(name, fixtureDir)['~standard'].validate(data)
  return (result.issues ?? []).map(({ path, message }) => `${(path ?? []).join('.')}: ${message}`)
}

/** The entry in `file`, read through its schema; throws naming the file and each wrong field. */
async function readEntry<N extends EntryName>(name: N, file: string, dir: string): Promise<EntryOf<N>> {
  const result = await entrySchema(name, dir)['~standard'].validate(readData(file))
  if (result.issues)
    throw new Error(result.issues.map(({ path, message }) => `${file}: ${path?.join('.')}: ${message}`).join('\n'))
  return result.value
}

/** The entries of the collection `name` in the files of `folder`, with their addresses. */
const readFolder = <N extends Name>(name: N, folder: string, dir: string): Promise<FixtureEntry<N>[]> =>
  Promise.all(
    readdirSync(folder)
      .filter((file) => /\.(yaml|mdx)$/.test(file))
      .map(async (file) => ({ slug: file.slice(0, file.lastIndexOf('.')), ...(await readEntry(name, join(folder, file), dir)) })),
  )

/** The entries of a collection in a proof folder (the fixtures by default). */
export const readEntries = <N extends Name>(name: N, dir = fixtureDir) =>
  readFolder(name, folderOf(keystatic.collections[name].path, dir), dir)

/** The service commitments of the fixtures. */
export const fixtureCommitments = () => readEntry('commitments', join(fixtureDir, 'commitments.yaml'), fixtureDir)

/** The fixtures' posts (a post by a person), with their addresses. */
export const fixturePosts = () => readFolder('posts', join(fixtureDir, 'blog'), fixtureDir)

export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 900 }
