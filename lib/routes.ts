import { blogEntries } from '@/content/blog/posts'
import { industries } from '@/content/industries'
import { policies } from '@/content/policies'
import { solutions } from '@/content/solutions'

/** Every public page of the site, as visitors see its URL (the sitemap and the e2e suite read this). */
export const publicPaths: string[] = [
  '/',
  '/pricing',
  '/contact',
  '/careers',
  '/about/company',
  '/report',
  '/support',
  '/book-demo',
  '/newsletter/unsubscribe',
  '/blog',
  ...policies.map(({ slug }) => `/policies/${slug}`),
  ...solutions.map(({ slug }) => `/solutions/${slug}`),
  ...industries.map(({ slug }) => `/industry/${slug}`),
  ...blogEntries.map(({ slug }) => `/blog/${slug}`),
]
