import { blogEntries } from '@/content/blog/posts'
import { formatDate } from '@/lib/format'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(blogEntries)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  return pageMetadata({ title: entry.title, description: entry.excerpt, path: `/blog/${entry.slug}` })
}

export default async function BlogPostPage({ params }: PageProps<'/[variant]/blog/[slug]'>) {
  const entry = await entryFor(blogEntries, params)
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <p className="text-sm font-medium text-accent-700">{entry.topic}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-navy-900">{entry.title}</h1>
      <p className="mt-4 text-sm text-slate-500">
        {entry.author} · <time dateTime={entry.date}>{formatDate(entry.date)}</time>
      </p>
      <p className="mt-8 text-lg text-slate-700">{entry.excerpt}</p>
      <p className="mt-6 text-slate-600">The full article is being published on this page.</p>
    </article>
  )
}
