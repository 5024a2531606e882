// Long-form copy as MDX files: blog posts, policies and company pages. Each file's frontmatter is
// checked by its zod schema; the body is compiled to a React component at build time (nothing of
// MDX reaches the browser). `npm run content` writes the result to .content-collections/, which
// the site imports as `content-collections`; scripts/content.mjs fails on any invalid file.
import { readFileSync } from 'node:fs'
import { defineCollection, defineConfig } from '@content-collections/core'
import { compileMDX } from '@content-collections/mdx'
import remarkGfm from 'remark-gfm'
import { z } from 'zod'
import {
  companyFrontmatterSchema,
  contentComponents,
  policyFrontmatterSchema,
  postFrontmatterSchema,
} from './content/frontmatter'
import { outline, remarkContentPolicy, remarkHeadingIds, wordCount } from './lib/markdown'

type Source = Parameters<typeof compileMDX>[1]

/** The body compiled, with what the pages show about it: its headings and its length. */
async function compile(document: Source, context: Parameters<typeof compileMDX>[0], directory: string) {
  const file = `${directory}/${document._meta.filePath}`
  // Lines above the body (the frontmatter), so that an error points at the line in the file.
  const raw = readFileSync(file, 'utf8')
  const lineOffset = raw.slice(0, raw.lastIndexOf(document.content)).split('\n').length - 1
  try {
    const code = await compileMDX(context, document, {
      remarkPlugins: [remarkGfm, [remarkContentPolicy, { components: contentComponents, lineOffset }], remarkHeadingIds],
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
function fieldsOf<T extends { content: string; _meta: unknown }>(document: T): Omit<T, 'content' | '_meta'> {
  const { content, _meta, ...fields } = document
  void content
  void _meta
  return fields
}

const posts = defineCollection({
  name: 'posts',
  directory: 'content/blog',
  include: '*.mdx',
  schema: postFrontmatterSchema.extend({ content: z.string() }),
  transform: async (document, context) => {
    if (document.slug !== document._meta.path)
      throw new Error(`content/blog/${document._meta.filePath}: slug: must be the file name (${document._meta.path})`)
    // The slug is the file name, so unique; the id must be too.
    const clash = (await context.collection.documents()).find(
      (other) => other.id === document.id && other._meta.filePath !== document._meta.filePath,
    )
    if (clash)
      throw new Error(`content/blog/${document._meta.filePath}: id: ${document.id} is also the id of content/blog/${clash._meta.filePath}`)
    return { ...fieldsOf(document), ...(await compile(document, context, 'content/blog')) }
  },
})

const policies = defineCollection({
  name: 'policies',
  directory: 'content/policies',
  include: '*.mdx',
  schema: policyFrontmatterSchema.extend({ content: z.string() }),
  transform: async (document, context) => {
    return { slug: document._meta.path, ...fieldsOf(document), ...(await compile(document, context, 'content/policies')) }
  },
})

const companyPages = defineCollection({
  name: 'companyPages',
  directory: 'content/company',
  include: '*.mdx',
  schema: companyFrontmatterSchema.extend({ content: z.string() }),
  transform: async (document, context) => {
    return { slug: document._meta.path, ...(await compile(document, context, 'content/company')) }
  },
})

export default defineConfig({ content: [posts, policies, companyPages] })
