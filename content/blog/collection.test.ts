// Checks, through next.config.mjs as `next build` runs it, that a new .mdx file in content/blog is a post everywhere
// with no code change, and that a wrong file stops the build naming the file and the field.
import { rmSync } from 'node:fs'
import { buildSandboxContent, collection, contentCopy, frontmatter } from '#test/content-sandbox'

const newPost = {
  id: 99,
  title: 'Moderating Live Chat at Scale',
  excerpt: 'How to keep a busy chat room safe without slowing it down.',
  image: 'importance-of-content-moderation.svg',
  topic: 'Content Moderation',
  author: 'Plainguard Trust and Safety',
  date: '2024-09-03',
}

const slug = 'moderating-live-chat'

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
    const result = buildSandboxContent(dir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function site() {
    const generated = {
      allPosts: collection(dir, 'allPosts'),
      allPolicies: collection(dir, 'allPolicies'),
      allCompanyPages: collection(dir, 'allCompanyPages'),
      allPeople: [],
      allCustomers: [],
      allTestimonials: [],
      allCertifications: [],
      allCaseStudies: [],
      commitment: collection(dir, 'commitment'),
    }
    // A fresh module registry with the fixture's collections in place of the site's.
    const load = async () => ({
      posts: await import('@/content/blog/posts'),
      routes: await import('@/content/routes'),
      sitemap: await import('@/app/sitemap'),
      rss: await import('@/app/blog/rss.xml/route'),
      blog: await import('#lib/blog'),
    })
    let modules!: Awaited<ReturnType<typeof load>>
    await jest.isolateModulesAsync(async () => {
      jest.doMock('content-collections', () => generated)
      modules = await load()
    })
    return modules
  }

  it('compiles the body, with its outline and its links', () => {
    const post = collection(dir, 'allPosts').find((entry: { slug: string }) => entry.slug === slug)
    expect(post).toMatchObject({ ...newPost, slug, words: expect.any(Number) })
    expect(decodeURIComponent(post.imageData)).toMatch(/^data:image\/svg\+xml,<svg /)
    expect(post.outline.map((heading: { id: string }) => heading.id)).toEqual([
      'why-chat-is-different',
      'what-to-automate',
      'where-people-decide',
    ])
    expect(post.code).toContain('/report')
    expect(post.code).toContain('Callout')
  })

  it('lists it on /blog in date order, and on its topic page', async () => {
    const { posts } = await site()
    const slugs = posts.blogEntries.map((entry) => entry.slug)
    expect(slugs).toContain(slug)
    // Newest first: 2024-09-03 comes just before the post of 2024-09-02.
    expect(slugs.indexOf(slug)).toBe(slugs.indexOf('detecting-preventing-csam') - 1)
    expect(posts.postsInTopic('content-moderation').map((entry) => entry.slug)).toContain(slug)
    expect(posts.postsInTopic('cybersecurity').map((entry) => entry.slug)).not.toContain(slug)
  })

  it('puts it in the sitemap and the public pages', async () => {
    const { routes, sitemap } = await site()
    expect(routes.publicPaths).toContain(`/blog/${slug}`)
    expect(sitemap.default().map(({ url }) => url)).toContain(`${process.env.NEXT_PUBLIC_SITE_URL}/blog/${slug}`)
  })

  it('puts it in the RSS feed', async () => {
    const { rss } = await site()
    const xml = await rss.GET().text()
    expect(xml).toContain(`<title>${newPost.title}</title>`)
    expect(xml).toContain(`/blog/${slug}</link>`)
  })

  it('offers it as related reading on a post of the same topic', async () => {
    const { posts, blog } = await site()
    const related = blog.relatedPosts(posts.blogEntries, 'detecting-preventing-csam').map((entry) => entry.slug)
    expect(related.slice(0, 2).sort()).toEqual(['importance-of-content-moderation', slug].sort())
  })
})

describe('a wrong file stops the build, naming the file and the field', () => {
  const cases: [string, string, string[]][] = [
    [
      'a bad date and a missing author',
      frontmatter({ ...newPost, date: '2024-13-01', author: '' }) + '\nText.\n',
      [
        'Validation failed on content/blog/bad-post.mdx:',
        '- author: Team must not be empty',
        '- date: 2024-13-01 is not a day: a date is written YYYY-MM-DD',
      ],
    ],
    [
      'a slug in the frontmatter (the file name is the slug)',
      frontmatter({ ...newPost, slug: 'another-name' }) + '\nText.\n',
      ['Validation failed on content/blog/bad-post.mdx:\n- slug: is not a field of this entry'],
    ],
    [
      'a person People does not have',
      frontmatter({ ...newPost, person: 'nobody-here' }) + '\nText.\n',
      ['Validation failed on content/blog/bad-post.mdx:\n- person: there is no nobody-here in people'],
    ],
    [
      'an id another post has',
      frontmatter({ ...newPost, id: 1 }) + '\nText.\n',
      ['content/blog/bad-post.mdx: id: 1 is also the id of content/blog/understanding-phishing.mdx'],
    ],
    [
      'a picture public/images/blog does not have',
      frontmatter({ ...newPost, image: 'no-such-picture.svg' }) + '\nText.\n',
      ['content/blog/bad-post.mdx: image: no-such-picture.svg is not in public/images/blog'],
    ],
    [
      'markup in the excerpt: the JSON-LD breakout an audit found',
      frontmatter({
        ...newPost,
        title: 'Live chat <b>safety</b>',
        excerpt: 'Safe chat.</script ><meta http-equiv=refresh content="0;url=https://evil.example">',
      }) + '\nText.\n',
      [
        'Validation failed on content/blog/bad-post.mdx:',
        '- title: must be plain text, not only spaces: “<” is not allowed',
        '- excerpt: must be plain text, not only spaces: “<” is not allowed',
      ],
    ],
    [
      'an inline script',
      frontmatter(newPost) + '\nText.\n\n<script>alert(1)</script>\n',
      ['content/blog/bad-post.mdx', '<script> (line 13) is not allowed in content'],
    ],
    [
      'an import',
      frontmatter(newPost) + '\nimport fs from "node:fs"\n\nText.\n',
      ['content/blog/bad-post.mdx', 'import/export (line 11) is not allowed in content'],
    ],
    [
      'an expression',
      frontmatter(newPost) + '\nText {process.env.SECRET}.\n',
      ['content/blog/bad-post.mdx', 'a {…} expression (line 11) is not allowed in content'],
    ],
  ]

  it.each(cases)(
    '%s',
    (_, text, messages) => {
      const dir = contentCopy({ 'content/blog/bad-post.mdx': text })
      try {
        const result = buildSandboxContent(dir)
        expect(result.status).toBe(1)
        for (const message of messages) expect(result.output).toContain(message)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    60_000,
  )
})
