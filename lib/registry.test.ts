import { entryBySlug } from '#lib/registry'

describe('entryBySlug', () => {
  const entries = [{ slug: 'retail' }, { slug: 'financial' }]

  it('finds the entry', () => {
    expect(entryBySlug(entries, 'financial')).toBe(entries[1])
  })

  it('fails, naming the slug, when no entry has it', () => {
    expect(() => entryBySlug(entries, 'manufacturing')).toThrow("No entry has the slug 'manufacturing'")
  })
})
