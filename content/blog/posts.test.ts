import { blogEntries, blogEntrySchema } from './posts'

/**
 * SPEC section 3: the seven entries the site must show, in the specification's order (oldest first).
 * The one place they are named: adding a post adds to them, and edits no test.
 */
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

  it('have unique ids and slugs', () => {
    expect(new Set(blogEntries.map((entry) => entry.id)).size).toBe(blogEntries.length)
    expect(new Set(blogEntries.map((entry) => entry.slug)).size).toBe(blogEntries.length)
  })

  it('reject an entry with a bad field', () => {
    const entry = blogEntries[0]!
    expect(blogEntrySchema.safeParse({ ...entry, image: 'photo.png' }).success).toBe(false)
    expect(blogEntrySchema.safeParse({ ...entry, date: '2024-13-01' }).success).toBe(false)
    expect(blogEntrySchema.safeParse({ ...entry, slug: 'Not A Slug' }).success).toBe(false)
  })
})
