import { PostGrid } from '#components/blog/post-card.tsx'
import { TopicNav } from '#components/blog/topic-nav.tsx'
import { PageIntro } from '#components/page/page-intro.tsx'
import { Section } from '#components/ui/section.tsx'
import { blogEntries } from '#content/blog/posts.ts'
import { pages } from '#content/pages.ts'
import { pageMetadata } from '#lib/seo.ts'

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
    </>
  )
}
