import { notFound } from 'next/navigation'
import { PostGrid } from '@/components/blog/post-card'
import { TopicNav } from '@/components/blog/topic-nav'
import { PageIntro } from '@/components/page/page-intro'
import { CtaBand } from '@/components/ui/cta-band'
import { Section } from '@/components/ui/section'
import { blogTopics, postsInTopic, topicPath } from '@/content/blog/posts'
import { demoCta } from '@/content/pages'
import { pageMetadata } from '#lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return blogTopics.map((topic) => ({ topic: topic.slug }))
}

async function topicFor(params: PageProps<'/[variant]/blog/topic/[topic]'>['params']) {
  const { topic } = await params
  return blogTopics.find((candidate) => candidate.slug === topic) ?? notFound()
}

export async function generateMetadata({ params }: PageProps<'/[variant]/blog/topic/[topic]'>) {
  const topic = await topicFor(params)
  return pageMetadata({ title: `${topic.name} articles`, description: topic.description, path: topicPath(topic.name) })
}

export default async function TopicPage({ params }: PageProps<'/[variant]/blog/topic/[topic]'>) {
  const topic = await topicFor(params)
  return (
    <>
      <PageIntro copy={{ heading: topic.name, summary: topic.description }}>
        <TopicNav current={topic.name} />
      </PageIntro>
      <Section spacing="md">
        <PostGrid entries={postsInTopic(topic.slug)} label="Posts" />
      </Section>
      <CtaBand id="topic-cta-heading" copy={demoCta} />
    </>
  )
}
