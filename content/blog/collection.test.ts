// The blog's promise to its authors, checked through the site's next.config.mjs as `next build` runs it: an .mdx
// file in content/blog is a post everywhere (the list, its topic page, RSS, the sitemap, related posts) with no code
// change, and a file that is wrong stops the build naming the file and the field.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The repository: where jest.config.ts's nextJest({ dir: './' }) already expects Jest to run.
const root = process.cwd()

/** A copy of the site's content and its configuration in a temporary folder, plus `files`. */
function contentCopy(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'plainguard-content-'))
  // What the content configuration can reach: package.json, tsconfig.json (the @/ alias), the root files, content/, lib/.
  for (const path of [
    'package.json',
    'tsconfig.json',
    'content-collections.ts',
    'content-entry.ts',
    'keystatic.config.ts',
    'content',
    'lib',
  ])
    cpSync(join(root, path), join(dir, path), { recursive: true, filter: (source) => !source.endsWith('.test.ts') })
  cpSync(join(root, 'public/images/blog'), join(dir, 'public/images/blog'), { recursive: true })
  // The proof fixtures, for a build with PLAINGUARD_PROOF_DIR=proof.
  cpSync(join(root, 'e2e/fixtures/proof'), join(dir, 'proof'), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  // A Next project around it: the site's own configuration, and an app folder for Next to find.
  writeFileSync(join(dir, 'next.config.mjs'), `export { default } from '${join(root, 'next.config.mjs')}'\n`)
  mkdirSync(join(dir, 'app'))
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text)
  return dir
}

/**
 * Builds the copy's content as `next build` does, with `next typegen` (no compile); `proofDir` (under the copy):
 * another proof folder, as the e2e fixture build. `output`: what it printed, for the messages.
 */
function buildContent(dir: string, proofDir?: string) {
  const result = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'typegen'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...(proofDir && { PLAINGUARD_PROOF_DIR: proofDir }) },
  })
  return { status: result.status, stderr: result.stderr, output: result.stdout + result.stderr }
}

/** A generated collection file (`export default [...]`) as data. */
const collection = (dir: string, name: string) =>
  JSON.parse(readFileSync(join(dir, '.content-collections/generated', `${name}.js`), 'utf8').replace(/^\s*export default/m, ''))

const frontmatter = (fields: Record<string, string | number>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n`

const newPost = {
  id: 99,
  title: 'Moderating Live Chat at Scale',
  excerpt: 'How to keep a busy chat room safe without slowing it down.',
  image: 'importance-of-content-moderation.svg',
  topic: 'Content Moderation',
  author: 'Plainguard Trust and Safety',
  date: '2024-09-03',
}

/** The new post's address: its file's name. */
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
    const result = buildContent(dir)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  }, 60_000)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** The site's modules, loaded against the content built in the copy. */
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
      blog: await import('@/lib/blog'),
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
    // Its picture inline, for the post's own page (lib/svg.ts).
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
        'content/blog/bad-post.mdx: author: Team must not be empty',
        'content/blog/bad-post.mdx: date: 2024-13-01 is not a day: a date is written YYYY-MM-DD',
      ],
    ],
    [
      'a slug in the frontmatter (the file name is the slug)',
      frontmatter({ ...newPost, slug: 'another-name' }) + '\nText.\n',
      ['content/blog/bad-post.mdx: slug: is not a field here'],
    ],
    [
      'a person People does not have',
      frontmatter({ ...newPost, person: 'nobody-here' }) + '\nText.\n',
      ['content/blog/bad-post.mdx: person: there is no nobody-here in people'],
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
        'content/blog/bad-post.mdx: title: must be plain text, not only spaces: “<” is not allowed',
        'content/blog/bad-post.mdx: excerpt: must be plain text, not only spaces: “<” is not allowed',
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
        const result = buildContent(dir)
        expect(result.status).toBe(1)
        for (const message of messages) expect(result.output).toContain(message)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    60_000,
  )
})

describe('proof: the fixtures build, and a wrong file stops the build naming the file and the field', () => {
  it('builds the fixtures, each collection from its folder', () => {
    const dir = contentCopy({})
    try {
      const result = buildContent(dir, 'proof')
      expect(result.stderr).toBe('')
      expect(result.status).toBe(0)
      expect(
        collection(dir, 'allCustomers')
          .map((customer: { slug: string }) => customer.slug)
          .sort(),
      ).toEqual(['example-bank-plc', 'example-private-ltd', 'example-retail-ltd'])
      expect(collection(dir, 'allPosts').map((post: { slug: string }) => post.slug)).toContain('a-post-by-a-person')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  const customer = (fields: Record<string, string | boolean>) =>
    Object.entries(fields)
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
      .join('\n')
  const cases: [string, Record<string, string>, string[]][] = [
    [
      'a sector the schema does not have',
      {
        'proof/customers/example-new.yaml': customer({
          name: 'Example New',
          logo: '/images/proof/customers/example-bank-plc/logo.svg',
          sector: 'banking',
        }),
      },
      ['proof/customers/example-new.yaml: sector: Must be a valid option'],
    ],
    [
      'a logo that is not there',
      {
        'proof/customers/example-new.yaml': customer({
          name: 'Example New',
          logo: '/images/proof/customers/example-new/logo.svg',
          sector: 'retail',
        }),
      },
      ['proof/customers/example-new.yaml: logo: /images/proof/customers/example-new/logo.svg is not in proof'],
    ],
    [
      'a file name that is not an address',
      {
        'proof/customers/Example New.yaml': customer({
          name: 'Example New',
          logo: '/images/proof/customers/example-bank-plc/logo.svg',
          sector: 'retail',
        }),
      },
      ['proof/customers/Example New.yaml: name: must be lower-case words joined by hyphens (its address)'],
    ],
    [
      'a case study about a customer Customers does not have',
      {
        'proof/case-studies/example-bank-clone-sites.mdx': readFileSync(
          join(root, 'e2e/fixtures/proof/case-studies/example-bank-clone-sites.mdx'),
          'utf8',
        ).replace('customer: example-bank-plc', 'customer: example-nobody'),
      },
      ['proof/case-studies/example-bank-clone-sites.mdx: customer: there is no example-nobody in customers'],
    ],
  ]

  it.each(cases)(
    '%s',
    (_, files, messages) => {
      const dir = contentCopy(files)
      try {
        const result = buildContent(dir, 'proof')
        expect(result.status).toBe(1)
        for (const message of messages) expect(result.output).toContain(message)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    60_000,
  )

  it('stops without the service commitments', () => {
    const dir = contentCopy({})
    try {
      rmSync(join(dir, 'proof/commitments.yaml'))
      const result = buildContent(dir, 'proof')
      expect(result.status).toBe(1)
      expect(result.output).toContain('proof/commitments.yaml')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
