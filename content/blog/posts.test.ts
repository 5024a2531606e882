import { blogEntries, blogEntrySchema } from './posts'

describe('blog entries', () => {
  it('are seven, newest first, dated 2024-08-22 to 2024-09-15', () => {
    const dates = blogEntries.map((entry) => entry.date)
    expect(dates).toHaveLength(7)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.at(-1)).toBe('2024-08-22')
    expect(dates[0]).toBe('2024-09-15')
  })

  it('have unique ids and slugs', () => {
    expect(new Set(blogEntries.map((entry) => entry.id)).size).toBe(7)
    expect(new Set(blogEntries.map((entry) => entry.slug)).size).toBe(7)
  })

  it('reject an entry with a bad field', () => {
    const entry = blogEntries[0]!
    expect(blogEntrySchema.safeParse({ ...entry, image: 'photo.png' }).success).toBe(false)
    expect(blogEntrySchema.safeParse({ ...entry, date: '2024-13-01' }).success).toBe(false)
    expect(blogEntrySchema.safeParse({ ...entry, slug: 'Not A Slug' }).success).toBe(false)
  })
})
