import { ArticleJsonLd, BreadcrumbJsonLd } from 'next-seo'
import { PostArticle } from '@/components/blog/post-article'
import { RelatedPosts } from '@/components/blog/related-posts'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaBand } from '@/components/ui/cta-band'
import { blogEntries } from '@/content/blog/posts'
import { demoCta } from '@/content/pages'
import { entryFor, slugParams } from '#lib/registry'
import { articleAuthor, ogImagePath, pageMetadata, publisher } from '#lib/seo'
import { site } from '#lib/site'

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
    article: { publishedTime: entry.date, authors: [entry.byline.name] },
  })
}

export default async function BlogPostPage({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  const url = `${site.url}/blog/${entry.slug}`
  return (
    <>
      <PostArticle entry={entry} />
      <RelatedPosts entry={entry} />
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
