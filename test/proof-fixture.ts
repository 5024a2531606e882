// The proof fixtures (e2e/fixtures/proof) as the build reads them: each file through its schema (keystatic.config.ts,
// by content-reader.ts), so the tests compute what the pages must show from the files.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'yaml'
import { folderOf, readEntry, type EntryOf } from '../content-reader.ts'
import keystatic from '../keystatic.config.ts'

export const fixtureDir = 'e2e/fixtures/proof'

type Name = keyof typeof keystatic.collections
export type FixtureEntry<N extends Name> = EntryOf<N> & { slug: string }

/** A YAML file's data, or an MDX file's frontmatter. */
export function readData(file: string): unknown {
  const text = readFileSync(file, 'utf8')
  return parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text)
}

const extensionOf = (name: Name | 'commitments') =>
  name !== 'commitments' && typeof keystatic.collections[name].format === 'object' ? 'mdx' : 'yaml'

/** The entries of a collection in a proof folder (the fixtures by default), read through its schema. */
export async function readEntries<N extends Name>(name: N, dir = fixtureDir): Promise<FixtureEntry<N>[]> {
  const folder = folderOf(keystatic.collections[name].path, dir)
  const files = readdirSync(folder).filter((file) => file.endsWith(`.${extensionOf(name)}`))
  return Promise.all(
    files.map(async (file) => ({
      slug: file.slice(0, file.lastIndexOf('.')),
      ...(await readEntry(name, join(folder, file), dir)),
    })),
  )
}

/** The service commitments of the fixtures. */
export const fixtureCommitments = () => readEntry('commitments', join(fixtureDir, 'commitments.yaml'), fixtureDir)

/** The fixtures' posts (a post by a person), with their addresses. */
export const fixturePosts = () =>
  Promise.all(
    readdirSync(join(fixtureDir, 'blog')).map(async (file) => ({
      slug: file.replace(/\.mdx$/, ''),
      ...(await readEntry('posts', join(fixtureDir, 'blog', file), fixtureDir)),
    })),
  )

/**
 * What the build says about an entry holding `data`, saved as the file `{slug}.yaml` (or `.mdx`, with a body): one
 * `field: message` line per problem. Files and entries it names are looked for in the fixtures.
 */
export async function issuesOf(name: Name | 'commitments', data: object, slug = 'an-entry'): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'plainguard-entry-'))
  const file = join(dir, `${slug}.${extensionOf(name)}`)
  // JSON is YAML, and says a date is a string: the reader's YAML would otherwise read one as a day.
  const text = JSON.stringify(data, null, 1)
  writeFileSync(file, extensionOf(name) === 'mdx' ? `---\n${text}\n---\nBody.\n` : text)
  try {
    await readEntry(name, file, fixtureDir)
    return []
  } catch (error) {
    return (error as Error).message.split('\n').map((line) => line.slice(`${file}: `.length))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 900 }
