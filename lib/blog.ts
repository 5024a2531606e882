// Plain functions over any list of posts, so /blog, the topic pages and a post's neighbours share one order.

type Dated = { slug: string; date: string; id: number }
type Topical = Dated & { topic: string }

/** Posts of the same day go newest id first. */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return posts.toSorted((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
}

export function adjacentPosts<T extends Dated>(newest: readonly T[], slug: string): { newer?: T; older?: T } {
  const index = newest.findIndex((post) => post.slug === slug)
  if (index === -1) return {}
  return { newer: newest[index - 1], older: newest[index + 1] }
}

/** Same topic first, then nearest in date; of two equally near, the newer. */
export function relatedPosts<T extends Topical>(posts: readonly T[], slug: string, count = 3): T[] {
  const post = posts.find((candidate) => candidate.slug === slug)
  if (!post) return []
  const distance = (other: T) => Math.abs(Date.parse(other.date) - Date.parse(post.date))
  return posts
    .filter((other) => other.slug !== slug)
    .toSorted(
      (a, b) =>
        Number(b.topic === post.topic) - Number(a.topic === post.topic) ||
        distance(a) - distance(b) ||
        b.date.localeCompare(a.date),
    )
    .slice(0, count)
}
