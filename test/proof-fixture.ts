// The proof fixtures (e2e/fixtures/proof) as the build reads them: each file checked against its schema
// (keystatic.config.ts, by content/editable-entry.ts), so the tests compute what the pages must show from the files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { checkEntry, folderOf, type EntryOf } from '../content/editable-entry.ts'
import keystatic from '../keystatic.config.ts'

export const fixtureDir = 'e2e/fixtures/proof'

type Name = keyof typeof keystatic.collections
export type FixtureEntry<N extends Name> = EntryOf<N> & { slug: string }

/** A YAML file's data, or an MDX file's frontmatter. */
export function readData(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8')
  return parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text) ?? {}
}

const extensionOf = (name: Name | 'commitments') =>
  name !== 'commitments' && typeof keystatic.collections[name].format === 'object' ? 'mdx' : 'yaml'

/** The entries of a collection in a proof folder (the fixtures by default), read through its schema. */
export function readEntries<N extends Name>(name: N, dir = fixtureDir): FixtureEntry<N>[] {
  const folder = folderOf(keystatic.collections[name].path, dir)
  const files = readdirSync(folder).filter((file) => file.endsWith(`.${extensionOf(name)}`))
  return files.map((file) => ({
    slug: file.slice(0, file.lastIndexOf('.')),
    ...checkEntry(name, readData(join(folder, file)), join(folder, file), dir),
  })) as FixtureEntry<N>[]
}

/** The service commitments of the fixtures. */
export const fixtureCommitments = () => {
  const file = join(fixtureDir, 'commitments.yaml')
  return checkEntry('commitments', readData(file), file, fixtureDir)
}

/** The fixtures' posts (a post by a person), with their addresses. */
export const fixturePosts = () =>
  readdirSync(join(fixtureDir, 'blog')).map((file) => ({
    slug: file.replace(/\.mdx$/, ''),
    ...checkEntry('posts', readData(join(fixtureDir, 'blog', file)), join(fixtureDir, 'blog', file), fixtureDir),
  }))

/** What the build says about an entry holding `data`, in the file `{slug}.yaml` (or `.mdx`): a `field: message` line each. */
export function issuesOf(name: Name | 'commitments', data: object, slug = 'an-entry'): string[] {
  const file = `${slug}.${extensionOf(name)}`
  try {
    checkEntry(name, data as Record<string, unknown>, file, fixtureDir)
    return []
  } catch (error) {
    return (error as Error).message.split('\n').map((line) => line.slice(`${file}: `.length))
  }
}

export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 900 }
