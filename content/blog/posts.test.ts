import { issuesOf } from '#test/proof-fixture'
import { topics } from '@/content/editable'
import { blogEntries, blogTopics, topicPath } from '@/content/blog/posts'

/** Oldest first, and named only here, so a new post edits no test. */
const specSlugs = [
  'understanding-phishing',
  'importance-of-content-moderation',
  'securing-your-website',
  'detecting-preventing-csam',
  'future-of-dark-web-scanning',
  'protecting-intellectual-property',
  'importance-of-website-monitoring',
]

describe('blog entries', () => {
  it("include the specification's seven, dated 2024-08-22 to 2024-09-15", () => {
    // The registry lists newest first, so the seven appear in reverse.
    const spec = blogEntries.filter((entry) => specSlugs.includes(entry.slug)).reverse()
    expect(spec.map((entry) => entry.slug)).toEqual(specSlugs)
    for (const entry of spec) expect(entry.date >= '2024-08-22' && entry.date <= '2024-09-15').toBe(true)
    expect(spec.map((entry) => entry.date)).toContain('2024-08-22')
    expect(spec.map((entry) => entry.date)).toContain('2024-09-15')
  })

  it('are newest first', () => {
    const dates = blogEntries.map((entry) => entry.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('each have a compiled body, an outline and a word count', () => {
    for (const entry of blogEntries) {
      expect(entry.code).toContain('function')
      expect(entry.outline.filter(({ level }) => level === 2).length).toBeGreaterThanOrEqual(3)
      expect(entry.words).toBeGreaterThanOrEqual(700)
    }
  })

  it('fall into topics that each have a page', () => {
    expect(blogTopics.map((topic) => topic.path)).toEqual(['/blog/topic/cybersecurity', '/blog/topic/content-moderation'])
  })

  it('are listed under topic addresses of lower-case words joined by hyphens', () => {
    for (const { name } of topics) expect(topicPath(name)).toMatch(/^\/blog\/topic\/[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe('post frontmatter', () => {
  // What the file says, not what the build derives from it (body, address, byline, picture).
  const { code, outline, words, slug, byline, imageData, ...valid } = blogEntries[0]!
  void [code, outline, words, slug, byline, imageData]

  const issues = (fields: object) => issuesOf('posts', fields)

  it('accepts a post as it is', async () => {
    expect(await issues(valid)).toEqual([])
  })

  it.each([
    ['image', { image: 'photo.png' }, 'image: must be the file name of an SVG in public/images/blog/'],
    ['date', { date: '2024-13-01' }, 'date: 2024-13-01 is not a day: a date is written YYYY-MM-DD'],
    ['person', { person: 'Not A Slug' }, 'person: must be the file name of an entry in people'],
    ['topic', { topic: 'Fraud' }, 'topic: Must be a valid option'],
    ['id', { id: 0 }, 'id: Number must be at least 1'],
    ['title', { title: ' ' }, 'title: must be plain text, not only spaces: “<” is not allowed'],
  ])('names the field when %s is wrong', async (_, change, message) => {
    expect(await issues({ ...valid, ...change })).toEqual([message])
  })

  it('names a missing field and an unknown one', async () => {
    const { author, ...withoutAuthor } = valid
    expect(await issues(withoutAuthor)).toEqual(['author: Team must not be empty'])
    expect(await issues({ ...valid, tags: ['x'] })).toEqual(['tags: is not a field of this entry'])
  })
})
