import Link from 'next/link'
import type { BlogEntry } from '@/content/blog/posts'
import { surface } from '@/components/ui/card'
import { keepTermsTogether } from '#lib/format'

/** One line on every screen: the title, in full in the heading, ends in an ellipsis here. */
export function PostBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex gap-x-2 whitespace-nowrap">
        <li>
          <Link href="/" className="inline-block py-1 hover:underline">
            Home
          </Link>{' '}
          /
        </li>
        <li>
          <Link href="/blog" className="inline-block py-1 hover:underline">
            Blog
          </Link>
          <span className="max-sm:hidden"> /</span>
        </li>
        {/* The title is the heading just below: a phone, too narrow for it whole, does not show it cut. */}
        <li aria-current="page" className="min-w-0 truncate py-1 text-slate-800 max-sm:hidden">
          {title}
        </li>
      </ol>
    </nav>
  )
}

/** Each on its own side from `sm`, a lone one too: never a row-wide box holding one short link. On a phone, one column. */
export function AdjacentPosts({ older, newer }: { older?: BlogEntry; newer?: BlogEntry }) {
  const links = [
    older && { post: older, rel: 'prev', label: 'Previous post', side: '' },
    newer && { post: newer, rel: 'next', label: 'Next post', side: 'sm:col-start-2 sm:text-right' },
  ].filter((link) => !!link)
  if (links.length === 0) return null
  return (
    <nav aria-label="More posts" className="mt-16 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
      {links.map(({ post, rel, label, side }) => (
        <Link
          key={rel}
          href={`/blog/${post.slug}`}
          rel={rel}
          className={`${surface('plain', 'p-5')} group hover:border-navy-700 ${side}`}
        >
          <span className="text-sm text-slate-600">{label}</span>
          <span className="mt-1 block font-semibold text-balance text-navy-900 group-hover:underline">
            {keepTermsTogether(post.title)}
          </span>
        </Link>
      ))}
    </nav>
  )
}
