import Link from 'next/link'
import { SvgImage } from '@/components/ui/svg-image'
import { topicPath, type BlogEntry } from '@/content/blog/posts'
import { formatDate } from '@/lib/format'

/** A post in a list: its picture, topic (a link to the topic's page), title (the link), excerpt and date. */
export function PostCard({ entry, headingLevel = 2 }: { entry: BlogEntry; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white">
      <SvgImage src={`/images/blog/${entry.image}`} alt="" width={1200} height={630} className="h-auto w-full" />
      <div className="flex flex-1 flex-col p-6">
        <Link
          href={topicPath(entry.topic)}
          className="-my-2 self-start py-2 text-sm font-medium text-accent-800 hover:underline"
        >
          {entry.topic}
        </Link>
        <Heading className="mt-2 text-xl font-semibold text-navy-900">
          <Link href={`/blog/${entry.slug}`} className="hover:underline">
            {entry.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{entry.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          {entry.author} · <time dateTime={entry.date}>{formatDate(entry.date)}</time>
        </p>
      </div>
    </article>
  )
}

/** Posts as a grid of cards; `label` names the list for assistive technology. */
export function PostGrid({
  entries,
  label,
  headingLevel,
}: {
  entries: readonly BlogEntry[]
  label: string
  headingLevel?: 2 | 3
}) {
  return (
    <ul aria-label={label} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.slug}>
          <PostCard entry={entry} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
