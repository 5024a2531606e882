import { adjacentPosts, newestFirst, relatedPosts } from '#lib/blog'

const post = (slug: string, date: string, topic = 'A', id = Number(date.replaceAll('-', ''))) => ({ slug, date, topic, id })

const posts = [
  post('a1', '2024-01-01'),
  post('b1', '2024-01-05', 'B'),
  post('a2', '2024-01-10'),
  post('b2', '2024-01-20', 'B'),
  post('a3', '2024-02-01'),
]

describe('newestFirst', () => {
  it('orders by date, then by id on the same day', () => {
    const sameDay = [post('x', '2024-01-01', 'A', 1), post('y', '2024-01-01', 'A', 2)]
    expect(newestFirst([...posts, ...sameDay]).map((p) => p.slug)).toEqual(['a3', 'b2', 'a2', 'b1', 'a1', 'y', 'x'])
  })
})

describe('adjacentPosts', () => {
  const newest = newestFirst(posts)
  it('gives the newer and the older neighbour', () => {
    expect(adjacentPosts(newest, 'a2')).toEqual({ newer: posts[3], older: posts[1] })
  })
  it('has no newer post at the start and no older one at the end', () => {
    expect(adjacentPosts(newest, 'a3')).toEqual({ newer: undefined, older: posts[3] })
    expect(adjacentPosts(newest, 'a1')).toEqual({ newer: posts[1], older: undefined })
  })
  it('has neither for an unknown post', () => expect(adjacentPosts(newest, 'zz')).toEqual({}))
})

describe('relatedPosts', () => {
  it('puts the same topic first, nearest in date first, then the rest', () => {
    expect(relatedPosts(posts, 'a2').map((p) => p.slug)).toEqual(['a1', 'a3', 'b1'])
    expect(relatedPosts(posts, 'b1').map((p) => p.slug)).toEqual(['b2', 'a1', 'a2'])
  })
  it('never includes the post itself, and stops at the count', () => {
    expect(relatedPosts(posts, 'a1', 10).map((p) => p.slug)).not.toContain('a1')
    expect(relatedPosts(posts, 'a1', 10)).toHaveLength(4)
    expect(relatedPosts(posts, 'a1', 2)).toHaveLength(2)
  })
  it('is empty for an unknown post', () => expect(relatedPosts(posts, 'zz')).toEqual([]))
})
