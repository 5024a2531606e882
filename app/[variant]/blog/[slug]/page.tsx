import Link from 'next/link'
import { ArticleJsonLd, BreadcrumbJsonLd } from 'next-seo'
import { RichText } from '@/components/rich-text'
import { SectionHeading } from '@/components/ui/section-heading'
import { articles } from '@/content/blog/articles'
import { blogEntries } from '@/content/blog/posts'
import { formatDate } from '@/lib/format'
import { readingMinutes } from '@/lib/reading-time'
import { entryFor, slugParams } from '@/lib/registry'
import { ogImagePath, pageMetadata } from '@/lib/seo'
import { site } from '@/lib/site'
import { SvgImage } from '@/components/ui/svg-image'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(blogEntries)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  return pageMetadata({
    title: entry.title,
    description: entry.excerpt,
    path: `/blog/${entry.slug}`,
    article: { publishedTime: entry.date, authors: [entry.author] },
  })
}

export default async function BlogPostPage({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  const body = articles[entry.slug]!
  const url = `${site.url}/blog/${entry.slug}`
  return (
    <article className="mx-auto max-w-3xl px-6 py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/" className="hover:underline">
              Home
            </Link>{' '}
            /
          </li>
          <li>
            <Link href="/blog" className="hover:underline">
              Blog
            </Link>{' '}
            /
          </li>
          <li aria-current="page" className="text-slate-800">
            {entry.title}
          </li>
        </ol>
      </nav>
      <SectionHeading level={1} eyebrow={entry.topic} className="mt-8">
        {entry.title}
      </SectionHeading>
      <p className="mt-4 text-sm text-slate-600">
        {entry.author} · <time dateTime={entry.date}>{formatDate(entry.date)}</time> · {readingMinutes(body)} min read
      </p>
      <SvgImage
        src={`/images/blog/${entry.image}`}
        alt=""
        width={1200}
        height={630}
        preload
        className="mt-8 h-auto w-full rounded-xl"
      />
      <p className="mt-10 text-xl leading-8 text-slate-700">{entry.excerpt}</p>
      <div className="mt-6">
        <RichText blocks={body} />
      </div>
      <ArticleJsonLd
        type="BlogPosting"
        headline={entry.title}
        description={entry.excerpt}
        url={url}
        mainEntityOfPage={url}
        datePublished={entry.date}
        dateModified={entry.date}
        author={{ '@type': 'Organization', name: entry.author }}
        publisher={{ '@type': 'Organization', name: site.name, logo: `${site.url}/logo.svg` }}
        image={`${site.url}${ogImagePath(`/blog/${entry.slug}`)}`}
      />
      <BreadcrumbJsonLd
        items={[
          { name: 'Home', item: site.url },
          { name: 'Blog', item: `${site.url}/blog` },
          { name: entry.title, item: url },
        ]}
      />
    </article>
  )
}
