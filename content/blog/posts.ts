import { allPosts, type Post } from 'content-collections'
import { topics, type Topic } from '@/content/editable'
import { people } from '@/content/proof'
import { newestFirst } from '@/lib/blog'
import { bylineOf, type Byline } from '@/lib/proof'
import { slug } from 'github-slugger'

/** A post: its frontmatter, compiled body and outline, and who it is by. */
export type BlogEntry = Post & { byline: Byline }

/** Every post in content/blog/*.mdx, newest first: adding a file adds a post. */
export const blogEntries: BlogEntry[] = newestFirst(allPosts).map((post) => ({ ...post, byline: bylineOf(post, people) }))

export const topicPath = (topic: string) => `/blog/topic/${slug(topic)}`

/** The topics that have posts, in the order content/editable.ts lists them, with their address. */
export const blogTopics: (Topic & { slug: string; path: string })[] = topics
  .filter((topic) => blogEntries.some((entry) => entry.topic === topic.name))
  .map((topic) => ({ ...topic, slug: slug(topic.name), path: topicPath(topic.name) }))

/** A topic's posts, newest first: its page at /blog/topic/{slug}. */
export const postsInTopic = (topicSlug: string): BlogEntry[] => blogEntries.filter((entry) => slug(entry.topic) === topicSlug)
