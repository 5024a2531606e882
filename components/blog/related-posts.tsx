import Link from 'next/link'
import { PostGrid } from '@/components/blog/post-card'
import { proseLinkClass } from '@/components/prose/mdx'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { blogEntries, type BlogEntry } from '@/content/blog/posts'
import { postCopy } from '@/content/pages'
import { relatedPosts } from '#lib/blog'

export function RelatedPosts({ entry }: { entry: BlogEntry }) {
  const related = relatedPosts(blogEntries, entry.slug)
  if (!related.length) return null
  return (
    <Section labelledBy="related-heading" tone="muted" spacing="md">
      <SectionHeading id="related-heading">{postCopy.related}</SectionHeading>
      <p className="mt-3 text-lg text-slate-600">
        More on {entry.topic.toLowerCase()} and brand protection.{' '}
        <Link href="/blog" className={proseLinkClass}>
          All posts
        </Link>
      </p>
      <div className="mt-6 sm:mt-10">
        <PostGrid entries={related} label={postCopy.related} headingLevel={3} compact />
      </div>
    </Section>
  )
}
