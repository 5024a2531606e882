import Link from 'next/link'
import { PageIntro } from '@/components/page-intro'
import { blogEntries } from '@/content/blog/posts'
import { pages } from '@/content/pages'
import { formatDate } from '@/lib/format'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.blog, path: '/blog' })

export default function BlogPage() {
  return (
    <>
      <PageIntro copy={pages.blog} />
      <ul className="mx-auto grid max-w-5xl gap-6 px-6 py-16 md:grid-cols-2">
        {blogEntries.map((entry) => (
          <li key={entry.slug} className="rounded-xl border border-navy-100 p-6">
            <p className="text-sm font-medium text-accent-700">{entry.topic}</p>
            <h2 className="mt-2 text-xl font-semibold text-navy-900">
              <Link href={`/blog/${entry.slug}`} className="hover:underline">
                {entry.title}
              </Link>
            </h2>
            <p className="mt-2 text-slate-600">{entry.excerpt}</p>
            <p className="mt-4 text-sm text-slate-500">
              {entry.author} · <time dateTime={entry.date}>{formatDate(entry.date)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
