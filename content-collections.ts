// The editable content, compiled into .content-collections/ (imported as `content-collections`), MDX bodies included, at
// build time. Each file is read once and checked against its schema in content/editable-schema.ts, the editor's
// (content/editable-entry.ts). Proof from content/proof, or PLAINGUARD_PROOF_DIR (the e2e fixtures).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineCollection, defineConfig, defineSingleton } from '@content-collections/core'
import { compileMDX } from '@content-collections/mdx'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { entrySchema, folderOf } from '@/content/editable-entry'
import { contentComponents } from '@/content/editable'
import keystatic from '@/content/editable-schema'
import { kebab } from '@/content/text'
import { outline, remarkContentPolicy, wordCount, type MdNode } from '#lib/markdown'
import { proofDir } from '#lib/proof'
import { svgDataUrl } from '#lib/svg'

type Source = Parameters<typeof compileMDX>[1]
type Context = Parameters<typeof compileMDX>[0]

// The body's tree, for what the pages show about it: parsed as compileMDX parses it. Not a plugin in compileMDX's run,
// whose result is cached by content: a cached body runs no plugin.
const markdownTree = (markdown: string) => unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(markdown) as MdNode

/** The body compiled, with what the pages show about it: its headings and its length. */
async function compile(document: Source, context: Context, file: string) {
  // Lines above the body (the frontmatter), so that an error points at the line in the file.
  const raw = readFileSync(file, 'utf8')
  const lineOffset = raw.slice(0, raw.lastIndexOf(document.content)).split('\n').length - 1
  try {
    const code = await compileMDX(context, document, {
      remarkPlugins: [remarkGfm, [remarkContentPolicy, { components: contentComponents, lineOffset }]],
      rehypePlugins: [rehypeSlug],
    })
    const tree = markdownTree(document.content)
    return { code, outline: outline(tree), words: wordCount(tree) }
  } catch (error) {
    // esbuild wraps the reason in its own report: keep the reason.
    const message = (error as Error).message
    const reason = /Cannot process MDX file with esbuild:\s*(?:Error: )?(.+)/.exec(message)?.[1] ?? message
    throw new Error(`${file}: ${reason}`)
  }
}

type Meta = { _meta: { path: string; filePath: string } }

/** The entry's address: its file's name, which must be one. */
function slugOf({ _meta }: Meta, file: string) {
  const slug = _meta.path.slice(_meta.path.lastIndexOf('/') + 1)
  if (!kebab.test(slug)) throw new Error(`${file}: file name: must be lower-case words joined by hyphens (its address)`)
  return slug
}

/** A collection of YAML entries, one a file. */
const yamlCollection = <N extends 'customers' | 'people' | 'testimonials' | 'certifications'>(name: N) => {
  const directory = folderOf(keystatic.collections[name].path)
  return defineCollection({
    name,
    directory,
    include: '*.yaml',
    parser: 'yaml',
    schema: entrySchema(name),
    transform: ({ _meta, ...fields }) => ({ slug: slugOf({ _meta }, join(directory, _meta.filePath)), ...fields }),
  })
}

/** An MDX entry: its fields, and its body compiled. */
async function mdxEntry<T extends Source>(entry: T, context: Context) {
  const { content, _meta, ...fields } = entry
  return { slug: slugOf(entry, _meta.filePath), ...fields, ...(await compile(entry, context, _meta.filePath)) }
}

const caseStudies = defineCollection({
  name: 'caseStudies',
  directory: '.',
  include: `${folderOf(keystatic.collections.caseStudies.path)}/*.mdx`,
  schema: entrySchema('caseStudies'),
  transform: mdxEntry,
})

const policies = defineCollection({
  name: 'policies',
  directory: '.',
  include: `${folderOf(keystatic.collections.policies.path)}/*.mdx`,
  schema: entrySchema('policies'),
  transform: mdxEntry,
})

const customers = yamlCollection('customers')
const people = yamlCollection('people')
const testimonials = yamlCollection('testimonials')
const certifications = yamlCollection('certifications')

// Posts are content/blog's; a fixture folder may add its own (a post by a person, for the e2e suite).
const postFolders = [
  folderOf(keystatic.collections.posts.path),
  ...(process.env.PLAINGUARD_PROOF_DIR ? [join(proofDir, 'blog')] : []),
]

const posts = defineCollection({
  name: 'posts',
  directory: '.',
  include: postFolders.map((folder) => `${folder}/*.mdx`),
  schema: entrySchema('posts'),
  transform: async (document, context) => {
    const post = await mdxEntry(document, context)
    const file = document._meta.filePath
    // The file name is the slug, so unique among content/blog; the id must be too.
    const clash = (await context.collection.documents()).find((other) => other.id === post.id && other._meta.filePath !== file)
    if (clash) throw new Error(`${file}: id: ${post.id} is also the id of ${clash._meta.filePath}`)
    // The post's own page shows its picture inline (lib/svg.ts); the lists load the file.
    const picture = join('public/images/blog', post.image)
    if (!existsSync(picture)) throw new Error(`${file}: image: ${post.image} is not in public/images/blog`)
    return { ...post, imageData: svgDataUrl(readFileSync(picture, 'utf8')) }
  },
})

const companyPages = defineCollection({
  name: 'companyPages',
  directory: 'content/company',
  include: ['about.mdx', 'careers.mdx', 'support.mdx'],
  // The three share one schema: a body, no fields.
  schema: entrySchema('about'),
  transform: async (document, context) => {
    const file = join('content/company', document._meta.filePath)
    return { slug: document._meta.path, ...(await compile(document, context, file)) }
  },
})

const commitmentsFile = `${folderOf(keystatic.singletons.commitments.path)}.yaml`
const commitments = defineSingleton({
  name: 'commitments',
  filePath: commitmentsFile,
  parser: 'yaml',
  schema: entrySchema('commitments'),
  transform: ({ _meta, ...fields }) => fields,
})

export default defineConfig({
  content: [posts, policies, companyPages, customers, people, testimonials, certifications, caseStudies, commitments],
})
