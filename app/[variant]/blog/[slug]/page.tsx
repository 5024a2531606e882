import Link from 'next/link'
import { ArticleJsonLd, BreadcrumbJsonLd } from 'next-seo'
import { JsonLd } from '@/components/seo/json-ld'
import { Byline } from '@/components/blog/byline'
import { PostGrid } from '@/components/blog/post-card'
import { AdjacentPosts, PostBreadcrumb } from '@/components/blog/post-navigation'
import { SideRail } from '@/components/page/side-rail'
import { TableOfContents } from '@/components/page/table-of-contents'
import { CtaBand } from '@/components/ui/cta-band'
import { Prose, proseLinkClass } from '@/components/prose/mdx'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { SvgImage } from '@/components/ui/svg-image'
import { blogEntries, topicPath } from '@/content/blog/posts'
import { demoCta, postCopy } from '@/content/pages'
import { adjacentPosts, relatedPosts } from '@/lib/blog'
import { formatDate } from '@/lib/format'
import { readingMinutes } from '@/lib/markdown'
import { entryFor, slugParams } from '@/lib/registry'
import { articleAuthor, ogImagePath, pageMetadata, publisher } from '@/lib/seo'
import { site } from '@/lib/site'

export const dynamicParams = false

/** A post with at least this many sections gets a table of contents. */
const TOC_MIN_SECTIONS = 3

export function generateStaticParams() {
  return slugParams(blogEntries)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  return pageMetadata({
    title: entry.title,
    description: entry.excerpt,
    path: `/blog/${entry.slug}`,
    article: { publishedTime: entry.date, authors: [entry.byline.name] },
  })
}

export default async function BlogPostPage({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  const url = `${site.url}/blog/${entry.slug}`
  const sections = entry.outline.filter(({ level }) => level === 2)
  const withContents = sections.length >= TOC_MIN_SECTIONS
  const { newer, older } = adjacentPosts(blogEntries, entry.slug)
  const related = relatedPosts(blogEntries, entry.slug)
  return (
    <>
      <Section as="article" labelledBy="post-title" spacing="md">
        {/* Without contents to list, the post is one centred column rather than a column beside an empty rail. */}
        <div className={withContents ? '' : 'mx-auto max-w-3xl'}>
          <PostBreadcrumb title={entry.title} />
          <div className={`mt-8 grid gap-x-12 ${withContents ? 'lg:grid-cols-[minmax(0,48rem)_16rem] lg:justify-between' : ''}`}>
            <header className="lg:col-start-1">
              <SectionHeading
                id="post-title"
                level={1}
                eyebrow={
                  <Link href={topicPath(entry.topic)} className="inline-flex min-h-6 items-center hover:underline">
                    {entry.topic}
                  </Link>
                }
              >
                {entry.title}
              </SectionHeading>
              {/* On a phone the date and reading time take a line of their own, rather than wrapping wherever the line ends. */}
              <p className="mt-4 text-sm text-slate-600">
                <Byline byline={entry.byline} />
                <span className="max-sm:hidden"> · </span>
                <span className="block sm:inline">
                  <time dateTime={entry.date}>{formatDate(entry.date)}</time> · {readingMinutes(entry.words)} min read
                </span>
              </p>
              {/* The first screen's picture, inline: it paints with the title. */}
              <SvgImage src={entry.imageData} alt="" width={1200} height={630} eager className="mt-8 h-auto w-full rounded-xl" />
            </header>
            {/* No next step in the rail: the closing band below is the post's call to action. */}
            {withContents && (
              <SideRail className="mt-10 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
                <TableOfContents id="toc-heading" heading={postCopy.contents} sections={sections} />
              </SideRail>
            )}
            <div className="mt-10 lg:col-start-1">
              <p className="text-xl leading-8 text-slate-700">{entry.excerpt}</p>
              <Prose code={entry.code} className="mt-6" />
              <AdjacentPosts older={older} newer={newer} />
            </div>
          </div>
        </div>
      </Section>
      {related.length > 0 && (
        <Section labelledBy="related-heading" tone="muted" spacing="md">
          <SectionHeading id="related-heading">{postCopy.related}</SectionHeading>
          <p className="mt-3 text-lg text-slate-600">
            More on {entry.topic.toLowerCase()} and brand protection.{' '}
            <Link href="/blog" className={proseLinkClass}>
              All posts
            </Link>
          </p>
          <div className="mt-10">
            <PostGrid entries={related} label={postCopy.related} headingLevel={3} />
          </div>
        </Section>
      )}
      <CtaBand id="post-cta-heading" copy={demoCta} />
      <JsonLd
        builder={ArticleJsonLd}
        type="BlogPosting"
        headline={entry.title}
        description={entry.excerpt}
        url={url}
        mainEntityOfPage={url}
        datePublished={entry.date}
        dateModified={entry.date}
        author={articleAuthor(entry.byline)}
        publisher={publisher}
        image={`${site.url}${ogImagePath(`/blog/${entry.slug}`)}`}
      />
      <JsonLd
        builder={BreadcrumbJsonLd}
        items={[
          { name: 'Home', item: site.url },
          { name: 'Blog', item: `${site.url}/blog` },
          { name: entry.title, item: url },
        ]}
      />
    </>
  )
}
