import Link from 'next/link'
import { PageIntro } from '@/components/page-intro'
import { blogEntries } from '@/content/blog/posts'
import { pages } from '@/content/pages'
import { formatDate } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'
import { SvgImage } from '@/components/ui/svg-image'

export const metadata = {
  ...pageMetadata({ ...pages.blog, path: '/blog' }),
  alternates: {
    canonical: '/blog',
    types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'Plainguard blog' }] },
  },
}

export default function BlogPage() {
  return (
    <>
      <PageIntro copy={pages.blog} />
      <ul className="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-2 lg:grid-cols-3">
        {blogEntries.map((entry) => (
          <li key={entry.slug} className="flex flex-col overflow-hidden rounded-xl border border-navy-100">
            <SvgImage src={`/images/blog/${entry.image}`} alt="" width={1200} height={630} className="h-auto w-full" />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-sm font-medium text-accent-800">{entry.topic}</p>
              <h2 className="mt-2 text-xl font-semibold text-navy-900">
                <Link href={`/blog/${entry.slug}`} className="hover:underline">
                  {entry.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-slate-600">{entry.excerpt}</p>
              <p className="mt-4 text-sm text-slate-600">
                {entry.author} · <time dateTime={entry.date}>{formatDate(entry.date)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
