// The proof fixtures (e2e/fixtures/proof) as the build reads them: each file parsed by its collection's
// schema (content/collections.ts), so the tests compute what the pages must show from the files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { z } from 'zod'
import { collections, type CollectionName } from '#content/collections.ts'
import { schemaOf } from '#content/fields.ts'

export const fixtureDir = 'e2e/fixtures/proof'

type Fields<N extends CollectionName> = (typeof collections)[N]['fields']
export type FixtureEntry<N extends CollectionName> = z.output<ReturnType<typeof schemaOf<Fields<N>>>> & { slug: string }

/** A YAML file's data, or an MDX file's frontmatter. */
export function readData(file: string): unknown {
  const text = readFileSync(file, 'utf8')
  return parse(file.endsWith('.mdx') ? text.split(/^---$/m)[1]! : text)
}

/** The entries of a collection in a proof folder (the fixtures by default), checked by its schema. */
export function readEntries<N extends CollectionName>(name: N, dir = fixtureDir): FixtureEntry<N>[] {
  const spec = collections[name]
  const folder = join(dir, spec.directory)
  return readdirSync(folder)
    .filter((file) => file.endsWith(`.${spec.format}`))
    .map((file) => ({
      slug: file.slice(0, file.lastIndexOf('.')),
      ...(schemaOf(spec.fields).parse(readData(join(folder, file))) as z.output<ReturnType<typeof schemaOf<Fields<N>>>>),
    }))
}

/** The service commitments of the fixtures. */
export const fixtureCommitments = () =>
  schemaOf(collections.commitments.fields).parse(readData(join(fixtureDir, 'commitments.yaml')))

/** The fixtures' posts (a post by a person), with their addresses. */
export const fixturePosts = () =>
  readdirSync(join(fixtureDir, 'blog')).map((file) => ({
    slug: file.replace(/\.mdx$/, ''),
    ...schemaOf(collections.posts.fields).parse(readData(join(fixtureDir, 'blog', file))),
  }))

export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 900 }
