// The editable content (content/collections.ts), checked and compiled into .content-collections/ (imported as
// `content-collections`); proof from content/proof, or PLAINGUARD_PROOF_DIR (the e2e fixtures).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineCollection, defineConfig, defineSingleton } from '@content-collections/core'
import { compileMDX } from '@content-collections/mdx'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import { z } from 'zod'
import { collections, contentComponents, type CollectionName, type CollectionSpec } from '#content/collections.ts'
import { kebab, schemaOf, type Fields } from '#content/fields.ts'
import { outline, remarkContentPolicy, wordCount } from '#lib/markdown.ts'
import { proofDir } from '#lib/proof.ts'
import { svgDataUrl } from '#lib/svg.ts'

const directoryOf = (spec: CollectionSpec) => (spec.proof ? join(proofDir, spec.directory) : spec.directory)
const withBody = <F extends Fields>(fields: F) => schemaOf(fields).extend({ content: z.string() })

type Source = Parameters<typeof compileMDX>[1]
type Meta = { _meta: { filePath: string; path: string } }

/** The body compiled, with what the pages show about it: its headings and its length. */
async function compile(document: Source, context: Parameters<typeof compileMDX>[0], file: string) {
  // Lines above the body (the frontmatter), so that an error points at the line in the file.
  const raw = readFileSync(file, 'utf8')
  const lineOffset = raw.slice(0, raw.lastIndexOf(document.content)).split('\n').length - 1
  try {
    const code = await compileMDX(context, document, {
      remarkPlugins: [remarkGfm, [remarkContentPolicy, { components: contentComponents, lineOffset }]],
      rehypePlugins: [rehypeSlug],
    })
    return { code, outline: outline(document.content), words: wordCount(document.content) }
  } catch (error) {
    // esbuild wraps the reason in its own report: keep the reason.
    const message = (error as Error).message
    const reason = /Cannot process MDX file with esbuild:\s*(?:Error: )?(.+)/.exec(message)?.[1] ?? message
    throw new Error(`${file}: ${reason}`)
  }
}

/** The frontmatter's fields alone: the raw body and the file's details are not shipped. */
function fieldsOf<T extends { _meta: unknown }>(document: T): Omit<T, 'content' | '_meta'> {
  const { _meta, content, ...fields } = document as T & { content?: string }
  void [_meta, content]
  return fields
}

/** Where an entry of a collection is: its file's path. */
const entryFile = (name: CollectionName, slug: string) =>
  join(directoryOf(collections[name]), `${slug}.${collections[name].format}`)

/**
 * What a field's rule cannot see from its own file: an entry's file name is its address (lower-case
 * words), an image it names exists, a person or customer it names exists. Returns the file's path.
 */
function checkEntry(spec: CollectionSpec, document: Meta & object, directory = directoryOf(spec)) {
  const file = join(directory, document._meta.filePath)
  const name = document._meta.path.slice(document._meta.path.lastIndexOf('/') + 1)
  if (spec.nameField && !kebab.test(name))
    throw new Error(`${file}: file name: must be lower-case words joined by hyphens (it is the entry's address)`)
  for (const [key, field] of Object.entries(spec.fields)) {
    const value = (document as Record<string, unknown>)[key]
    if (typeof value !== 'string') continue
    if (field.kind === 'image' && !existsSync(join(proofDir, value.replace(/^\/images\/proof\//, ''))))
      throw new Error(`${file}: ${key}: ${value} is not in ${proofDir}`)
    if (field.kind === 'relationship' && !existsSync(entryFile(field.collection as CollectionName, value)))
      throw new Error(
        `${file}: ${key}: there is no ${value} in ${field.collection} (${entryFile(field.collection as CollectionName, value)})`,
      )
  }
  return { file, slug: name }
}

/** A collection of YAML entries, one a file: checked, and its fields kept as they are. */
const yamlCollection = <N extends 'customers' | 'people' | 'testimonials' | 'certifications'>(name: N) =>
  defineCollection({
    name,
    directory: directoryOf(collections[name]),
    include: '*.yaml',
    parser: 'yaml',
    // TypeScript reads `collections[name]` as any collection's spec, not N's: name N's fields.
    schema: schemaOf(collections[name].fields as (typeof collections)[N]['fields']),
    transform: (document) => ({ slug: checkEntry(collections[name], document).slug, ...fieldsOf(document) }),
  })

const customers = yamlCollection('customers')
const people = yamlCollection('people')
const testimonials = yamlCollection('testimonials')
const certifications = yamlCollection('certifications')

const caseStudies = defineCollection({
  name: 'caseStudies',
  directory: directoryOf(collections.caseStudies),
  include: '*.mdx',
  schema: withBody(collections.caseStudies.fields),
  transform: async (document, context) => {
    const { file, slug } = checkEntry(collections.caseStudies, document)
    return { slug, ...fieldsOf(document), ...(await compile(document, context, file)) }
  },
})

// Posts are content/blog's; a fixture folder may add its own (a post by a person, for the e2e suite).
const postFolders = ['content/blog', ...(process.env.PLAINGUARD_PROOF_DIR ? [join(proofDir, 'blog')] : [])]

const posts = defineCollection({
  name: 'posts',
  directory: '.',
  include: postFolders.map((folder) => `${folder}/*.mdx`),
  schema: withBody(collections.posts.fields),
  transform: async (document, context) => {
    const { file, slug } = checkEntry(collections.posts, document, '.')
    // The file name is the slug, so unique among content/blog; the id must be too.
    const clash = (await context.collection.documents()).find(
      (other) => other.id === document.id && other._meta.filePath !== file,
    )
    if (clash) throw new Error(`${file}: id: ${document.id} is also the id of ${clash._meta.filePath}`)
    // The post's own page shows its picture inline (lib/svg.ts); the lists load the file.
    const picture = join('public/images/blog', document.image)
    if (!existsSync(picture)) throw new Error(`${file}: image: ${document.image} is not in public/images/blog`)
    const imageData = svgDataUrl(readFileSync(picture, 'utf8'))
    return { slug, ...fieldsOf(document), imageData, ...(await compile(document, context, file)) }
  },
})

const policies = defineCollection({
  name: 'policies',
  directory: collections.policies.directory,
  include: '*.mdx',
  schema: withBody(collections.policies.fields),
  transform: async (document, context) => {
    const { file, slug } = checkEntry(collections.policies, document)
    return { slug, ...fieldsOf(document), ...(await compile(document, context, file)) }
  },
})

const companyPages = defineCollection({
  name: 'companyPages',
  directory: collections.companyPages.directory,
  include: Object.keys(collections.companyPages.entries).map((name) => `${name}.mdx`),
  schema: withBody(collections.companyPages.fields),
  transform: async (document, context) => {
    const file = join(collections.companyPages.directory, document._meta.filePath)
    return { slug: document._meta.path, ...(await compile(document, context, file)) }
  },
})

const commitments = defineSingleton({
  name: 'commitments',
  filePath: join(directoryOf(collections.commitments), 'commitments.yaml'),
  parser: 'yaml',
  schema: schemaOf(collections.commitments.fields),
  transform: (document) => fieldsOf(document),
})

export default defineConfig({
  content: [posts, policies, companyPages, customers, people, testimonials, certifications, caseStudies, commitments],
})
