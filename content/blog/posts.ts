import { allPosts, type Post } from 'content-collections'
import { topics, type Topic } from '@/content/editable'
import { people } from '@/content/proof'
import { newestFirst } from '#lib/blog'
import { bylineOf, type Byline } from '#lib/proof'
import { slug } from 'github-slugger'

export type BlogEntry = Post & { byline: Byline }

export const blogEntries: BlogEntry[] = newestFirst(allPosts).map((post) => ({ ...post, byline: bylineOf(post, people) }))

export const topicPath = (topic: string) => `/blog/topic/${slug(topic)}`

export const blogTopics: (Topic & { slug: string; path: string })[] = topics
  .filter((topic) => blogEntries.some((entry) => entry.topic === topic.name))
  .map((topic) => ({ ...topic, slug: slug(topic.name), path: topicPath(topic.name) }))

export const postsInTopic = (topicSlug: string): BlogEntry[] => blogEntries.filter((entry) => slug(entry.topic) === topicSlug)
