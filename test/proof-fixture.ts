// The proof fixtures (e2e/fixtures/proof) as the build reads them, by Keystatic's reader (content/editable-entry.ts),
// so the tests compute what the pages must show from the files.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringify } from 'yaml'
import { folderOf, readData, readEntry, type EntryOf } from '../content/editable-entry.ts'
import keystatic from '../content/editable-schema.ts'

export const fixtureDir = 'e2e/fixtures/proof'

type Name = keyof typeof keystatic.collections
export type FixtureEntry<N extends Name> = Omit<EntryOf<N>, 'content'> & { slug: string }

export { readData }

const extensionOf = (name: Name | 'commitments') =>
  name !== 'commitments' && typeof keystatic.collections[name].format === 'object' ? 'mdx' : 'yaml'

/** The entries of a collection in a proof folder (the fixtures by default), read through its schema. */
/** The entries of the collection `name` in the files of `folder`, with their addresses. */
const readFolder = <N extends Name>(name: N, folder: string, dir: string): Promise<FixtureEntry<N>[]> =>
  Promise.all(
    readdirSync(folder)
      .filter((file) => file.endsWith(`.${extensionOf(name)}`))
      .map(async (file) => ({
        slug: file.slice(0, file.lastIndexOf('.')),
        ...(await readEntry(name, join(folder, file), dir)),
      })),
  )

/** The entries of a collection in a proof folder (the fixtures by default). */
export const readEntries = <N extends Name>(name: N, dir = fixtureDir) =>
  readFolder(name, folderOf(keystatic.collections[name].path, dir), dir)

/** The service commitments of the fixtures. */
export const fixtureCommitments = () => readEntry('commitments', join(fixtureDir, 'commitments.yaml'), fixtureDir)

/** The fixtures' posts (a post by a person), with their addresses. */
export const fixturePosts = () => readFolder('posts', join(fixtureDir, 'blog'), fixtureDir)

/** What the build says about an entry holding `data`, in the file `{slug}.yaml` (or `.mdx`): a `field: message` line each. */
export async function issuesOf(name: Name | 'commitments', data: object, slug = 'an-entry'): Promise<string[]> {
  const text = stringify(data)
  const file = join(mkdtempSync(join(tmpdir(), 'entry-')), `${slug}.${extensionOf(name)}`)
  writeFileSync(file, extensionOf(name) === 'mdx' ? `---\n${text}---\n` : text)
  try {
    await readEntry(name, file, fixtureDir)
    return []
  } catch (error) {
    return (error as Error).message.split('\n').map((line) => line.slice(`${file}: `.length))
  }
}

export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 900 }
