/** @jest-environment node */
// The blog's promise to its authors, checked through the real build step: an .mdx file in
// content/blog is a post everywhere (the list, its topic page, RSS, the sitemap, related posts)
// with no code change, and a file that is wrong stops the build naming the file and the field.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = join(__dirname, '..', '..')

/** A copy of the site's content and its configuration in a temporary folder, plus `files`. */
function contentCopy(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'plainguard-content-'))
  for (const path of ['content-collections.ts', 'content/frontmatter.ts', 'lib/markdown.ts', 'lib/slug.ts'])
    cpSync(join(root, path), join(dir, path), { recursive: true })
  for (const folder of ['blog', 'policies', 'company'])
    cpSync(join(root, 'content', folder), join(dir, 'content', folder), {
      recursive: true,
      filter: (source) => !source.endsWith('.ts'),
    })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  return dir
}

function buildContent(dir: string) {
  return spawnSync('node', [join(root, 'scripts/content.mjs'), '--config', join(dir, 'content-collections.ts')], {
    cwd: dir,
    encoding: 'utf8',
  })
}

/** A generated collection file (`export default [...]`) as data. */
const collection = (dir: string, name: string) =>
  JSON.parse(
    readFileSync(join(dir, '.content-collections/generated', `${name}.js`), 'utf8').replace(/^\s*export default/m, ''),
  )

const frontmatter = (fields: Record<string, string | number>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`

const newPost = {
  id: 99,
  title: 'Moderating Live Chat at Scale',
  excerpt: 'How to keep a busy chat room safe without slowing it down.',
  slug: 'moderating-live-chat',
  image: 'importance-of-content-moderation.svg',
  topic: 'Content Moderation',
  author: 'Plainguard Trust and Safety',
  date: '2024-09-03',
}

describe('adding a post is adding a file', () => {
  let dir: string
  beforeAll(() => {
    dir = contentCopy({
      'content/blog/moderating-live-chat.mdx': `${frontmatter(newPost)}
Live chat moves fast. Read our [guide to reporting](/report) or write to [our team](mailto:security@plainguard.co.uk).

## Why chat is different

Messages arrive in real time.

## What to automate

Known harmful links and hashes.

## Where people decide

Context, appeals and edge cases.

<Callout title="In short">Automate the obvious, review the rest.</Callout>
`,
    })
    const result = buildContent(dir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** The site's modules, loaded against the content built in the copy. */
  function site() {
    const generated = {
      allPosts: collection(dir, 'allPosts'),
      allPolicies: collection(dir, 'allPolicies'),
      allCompanyPages: collection(dir, 'allCompanyPages'),
    }
    let modules!: {
      posts: typeof import('@/content/blog/posts')
      routes: typeof import('@/content/routes')
      sitemap: typeof import('@/app/sitemap')
      rss: typeof import('@/app/blog/rss.xml/route')
      blog: typeof import('@/lib/blog')
    }
    // A fresh module registry with the fixture's collections in place of the site's: synchronous, so require().
    /* eslint-disable @typescript-eslint/no-require-imports */
    jest.isolateModules(() => {
      jest.doMock('content-collections', () => generated)
      modules = {
        posts: require('@/content/blog/posts'),
        routes: require('@/content/routes'),
        sitemap: require('@/app/sitemap'),
        rss: require('@/app/blog/rss.xml/route'),
        blog: require('@/lib/blog'),
      }
    })
    /* eslint-enable @typescript-eslint/no-require-imports */
    return modules
  }

  it('compiles the body, with its outline and its links', () => {
    const post = collection(dir, 'allPosts').find((entry: { slug: string }) => entry.slug === newPost.slug)
    expect(post).toMatchObject({ ...newPost, words: expect.any(Number) })
    expect(post.outline.map((heading: { id: string }) => heading.id)).toEqual([
      'why-chat-is-different',
      'what-to-automate',
      'where-people-decide',
    ])
    expect(post.code).toContain('/report')
    expect(post.code).toContain('Callout')
  })

  it('lists it on /blog in date order, and on its topic page', () => {
    const { posts } = site()
    const slugs = posts.blogEntries.map((entry) => entry.slug)
    expect(slugs).toContain(newPost.slug)
    // Newest first: 2024-09-03 comes just before the post of 2024-09-02.
    expect(slugs.indexOf(newPost.slug)).toBe(slugs.indexOf('detecting-preventing-csam') - 1)
    expect(posts.postsInTopic('content-moderation').map((entry) => entry.slug)).toContain(newPost.slug)
    expect(posts.postsInTopic('cybersecurity').map((entry) => entry.slug)).not.toContain(newPost.slug)
  })

  it('puts it in the sitemap and the public pages', () => {
    const { routes, sitemap } = site()
    expect(routes.publicPaths).toContain(`/blog/${newPost.slug}`)
    expect(sitemap.default().map(({ url }) => url)).toContain(`${process.env.NEXT_PUBLIC_SITE_URL}/blog/${newPost.slug}`)
  })

  it('puts it in the RSS feed', async () => {
    const { rss } = site()
    const xml = await rss.GET().text()
    expect(xml).toContain(`<title>${newPost.title}</title>`)
    expect(xml).toContain(`/blog/${newPost.slug}</link>`)
  })

  it('offers it as related reading on a post of the same topic', () => {
    const { posts, blog } = site()
    const related = blog.relatedPosts(posts.blogEntries, 'detecting-preventing-csam').map((entry) => entry.slug)
    expect(related.slice(0, 2).sort()).toEqual(['importance-of-content-moderation', newPost.slug].sort())
  })
})

describe('a wrong file stops the build, naming the file and the field', () => {
  const cases: [string, string, string[]][] = [
    [
      'a bad date and a missing author',
      frontmatter({ ...newPost, slug: 'bad-post', date: '2024-13-01', author: '' }) + '\nText.\n',
      [
        'content/blog/bad-post.mdx: author: must not be empty',
        'content/blog/bad-post.mdx: date: must be a date written YYYY-MM-DD',
      ],
    ],
    [
      'a slug that is not the file name',
      frontmatter({ ...newPost, slug: 'another-name' }) + '\nText.\n',
      ['content/blog/bad-post.mdx: slug: must be the file name (bad-post)'],
    ],
    [
      'an id another post has',
      frontmatter({ ...newPost, slug: 'bad-post', id: 1 }) + '\nText.\n',
      ['content/blog/bad-post.mdx: id: 1 is also the id of content/blog/understanding-phishing.mdx'],
    ],
    [
      'an inline script',
      frontmatter({ ...newPost, slug: 'bad-post' }) + '\nText.\n\n<script>alert(1)</script>\n',
      ['content/blog/bad-post.mdx', '<script> (line 14) is not allowed in content'],
    ],
    [
      'an import',
      frontmatter({ ...newPost, slug: 'bad-post' }) + '\nimport fs from "node:fs"\n\nText.\n',
      ['content/blog/bad-post.mdx', 'import/export (line 12) is not allowed in content'],
    ],
    [
      'an expression',
      frontmatter({ ...newPost, slug: 'bad-post' }) + '\nText {process.env.SECRET}.\n',
      ['content/blog/bad-post.mdx', 'a {…} expression (line 12) is not allowed in content'],
    ],
  ]

  it.each(cases)('%s', (_, text, messages) => {
    const dir = contentCopy({ 'content/blog/bad-post.mdx': text })
    try {
      const result = buildContent(dir)
      expect(result.status).toBe(1)
      for (const message of messages) expect(result.stderr).toContain(message)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
