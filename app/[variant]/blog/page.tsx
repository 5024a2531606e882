import { PostGrid } from '@/components/blog/post-card'
import { TopicNav } from '@/components/blog/topic-nav'
import { PageIntro } from '@/components/page/page-intro'
import { CtaBand } from '@/components/ui/cta-band'
import { Section } from '@/components/ui/section'
import { blogEntries } from '@/content/blog/posts'
import { demoCta, pages } from '@/content/pages'
import { pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.blog, path: '/blog', feed: { url: '/blog/rss.xml', title: 'Plainguard blog' } })

export default function BlogPage() {
  return (
    <>
      <PageIntro copy={pages.blog}>
        <TopicNav />
      </PageIntro>
      <Section spacing="md">
        <PostGrid entries={blogEntries} label="Posts" />
      </Section>
      <CtaBand id="blog-cta-heading" copy={demoCta} />
    </>
  )
}
