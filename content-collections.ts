// The editable content, each file read by Keystatic's reader against its one schema (content/editable-entry.ts) and
// compiled into .content-collections/ (imported as `content-collections`), MDX bodies included, at build time. Proof
// from content/proof, or PLAINGUARD_PROOF_DIR (the e2e fixtures).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defineCollection, defineConfig, defineSingleton } from '@content-collections/core'
import { compileMDX } from '@content-collections/mdx'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { z } from 'zod'
import { folderOf, readEntry } from '@/content/editable-entry'
import { contentComponents } from '@/content/editable'
import keystatic from '@/content/editable-schema'
import { outline, remarkContentPolicy, wordCount, type MdNode } from '@/lib/markdown'
import { proofDir } from '@/lib/proof'
import { svgDataUrl } from '@/lib/svg'

// The files as they are: Keystatic's reader reads their fields (content/editable-entry.ts).
const yaml = z.looseObject({})
const mdx = z.looseObject({ content: z.string() })

type Source = Parameters<typeof compileMDX>[1]
type Context = Parameters<typeof compileMDX>[0]

// The body's tree, for what the pages show about it: parsed as compileMDX parses it.
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

/** A collection of YAML entries, one a file. */
const yamlCollection = <N extends 'customers' | 'people' | 'testimonials' | 'certifications'>(name: N) => {
  const directory = folderOf(keystatic.collections[name].path)
  return defineCollection({
    name,
    directory,
    include: '*.yaml',
    parser: 'yaml',
    schema: yaml,
    transform: async (document) => ({
      slug: document._meta.path,
      ...(await readEntry(name, join(directory, document._meta.filePath))),
    }),
  })
}

/** An MDX entry: its fields, and its body compiled. */
async function mdxEntry<N extends 'posts' | 'policies' | 'caseStudies'>(name: N, document: Source, context: Context) {
  const file = document._meta.filePath
  const slug = document._meta.path.slice(document._meta.path.lastIndexOf('/') + 1)
  return { slug, ...(await readEntry(name, file)), ...(await compile(document, context, file)) }
}

/** A collection of MDX entries in these folders. */
const mdxCollection = <N extends 'policies' | 'caseStudies'>(name: N, folders: string[]) =>
  defineCollection({
    name,
    directory: '.',
    include: folders.map((folder) => `${folder}/*.mdx`),
    schema: mdx,
    transform: (document, context) => mdxEntry(name, document, context),
  })

const customers = yamlCollection('customers')
const people = yamlCollection('people')
const testimonials = yamlCollection('testimonials')
const certifications = yamlCollection('certifications')
const caseStudies = mdxCollection('caseStudies', [folderOf(keystatic.collections.caseStudies.path)])
const policies = mdxCollection('policies', [folderOf(keystatic.collections.policies.path)])

// Posts are content/blog's; a fixture folder may add its own (a post by a person, for the e2e suite).
const postFolders = [
  folderOf(keystatic.collections.posts.path),
  ...(process.env.PLAINGUARD_PROOF_DIR ? [join(proofDir, 'blog')] : []),
]

const posts = defineCollection({
  name: 'posts',
  directory: '.',
  include: postFolders.map((folder) => `${folder}/*.mdx`),
  schema: mdx,
  transform: async (document, context) => {
    const post = await mdxEntry('posts', document, context)
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
  schema: mdx,
  transform: async (document, context) => {
    const file = join('content/company', document._meta.filePath)
    await readEntry(document._meta.path as 'about' | 'careers' | 'support', file)
    return { slug: document._meta.path, ...(await compile(document, context, file)) }
  },
})

const commitmentsFile = `${folderOf(keystatic.singletons.commitments.path)}.yaml`
const commitments = defineSingleton({
  name: 'commitments',
  filePath: commitmentsFile,
  parser: 'yaml',
  schema: yaml,
  transform: () => readEntry('commitments', commitmentsFile),
})

export default defineConfig({
  content: [posts, policies, companyPages, customers, people, testimonials, certifications, caseStudies, commitments],
})
