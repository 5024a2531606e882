import Link from 'next/link'
import { Byline } from '@/components/blog/byline'
import { AdjacentPosts, PostBreadcrumb } from '@/components/blog/post-navigation'
import { SideRail } from '@/components/page/side-rail'
import { TableOfContents } from '@/components/page/table-of-contents'
import { Prose } from '@/components/prose/mdx'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { SvgImage } from '@/components/ui/svg-image'
import { blogEntries, topicPath, type BlogEntry } from '@/content/blog/posts'
import { postCopy } from '@/content/pages'
import { adjacentPosts } from '#lib/blog'
import { formatDate, keepTermsTogether } from '#lib/format'
import { readingMinutes } from '#lib/markdown'

const TOC_MIN_SECTIONS = 3

export function PostArticle({ entry }: { entry: BlogEntry }) {
  const sections = entry.outline.filter(({ level }) => level === 2)
  const withContents = sections.length >= TOC_MIN_SECTIONS
  const { newer, older } = adjacentPosts(blogEntries, entry.slug)
  return (
    <Section as="article" labelledBy="post-title" spacing="md">
      {/* Centred when there are no contents to list, rather than beside an empty rail. */}
      <div className={withContents ? '' : 'mx-auto max-w-2xl'}>
        <PostBreadcrumb title={entry.title} />
        <div className={`mt-8 grid gap-x-12 ${withContents ? 'lg:grid-cols-[minmax(0,42rem)_16rem] lg:justify-between' : ''}`}>
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
              {keepTermsTogether(entry.title)}
            </SectionHeading>
            {/* On a phone, date and reading time take lines of their own rather than wrapping wherever the line ends. */}
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
          {/* The lede before the contents on a phone: the first screen starts the article, not its list. */}
          <p className="mt-10 text-xl leading-8 text-slate-700 lg:col-start-1">{entry.excerpt}</p>
          {/* No next step in the rail: the page's closing band is the post's call to action. */}
          {withContents && (
            <SideRail className="mt-8 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:mt-0">
              <TableOfContents id="toc-heading" heading={postCopy.contents} sections={sections} />
            </SideRail>
          )}
          <div className={`lg:col-start-1 ${withContents ? 'mt-8 lg:mt-6' : 'mt-6'}`}>
            <Prose code={entry.code} />
            <AdjacentPosts older={older} newer={newer} />
          </div>
        </div>
      </div>
    </Section>
  )
}
