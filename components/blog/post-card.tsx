import Link from 'next/link'
import { SvgImage } from '#components/ui/svg-image.tsx'
import { topicPath, type BlogEntry } from '#content/blog/posts.ts'
import { formatDate } from '#lib/format.ts'

/** A post in a list; `featured` (the newest) spans the grid with its picture beside the text from `md`. */
function PostCard({ entry, headingLevel = 2, featured = false }: { entry: BlogEntry; headingLevel?: 2 | 3; featured?: boolean }) {
  const Heading = `h${headingLevel}` as const
  // A post appears once in a list, so its slug makes the heading's id unique on the page.
  const headingId = `post-card-${entry.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white ${featured ? 'md:grid md:grid-cols-2' : ''}`}
    >
      {/* The pictures are navy: the frame is too, so a lazy picture not yet loaded is not a white hole. */}
      <div className={`aspect-[1200/630] shrink-0 bg-navy-900 ${featured ? 'md:h-full' : ''}`}>
        <SvgImage
          src={`/images/blog/${entry.image}`}
          alt=""
          width={1200}
          height={630}
          className={`h-auto w-full ${featured ? 'md:h-full md:object-cover' : ''}`}
        />
      </div>
      <div className={`flex flex-1 flex-col p-6 ${featured ? 'md:justify-center md:p-8' : ''}`}>
        <Link href={topicPath(entry.topic)} className="-my-2 self-start py-2 text-sm font-medium text-accent-800 hover:underline">
          {entry.topic}
        </Link>
        <Heading id={headingId} className={`mt-2 font-semibold text-navy-900 ${featured ? 'text-2xl' : 'text-xl'}`}>
          <Link href={`/blog/${entry.slug}`} className="hover:underline">
            {entry.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{entry.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          {/* Author and date on lines of their own: no separator left at a line's end, the same in every card. */}
          <span className="block">{entry.byline.name}</span>
          <time dateTime={entry.date} className="block">
            {formatDate(entry.date)}
          </time>
        </p>
      </div>
    </article>
  )
}

/** Posts as a grid; `featureFirst` gives the first a row of its own, so seven fill 1 + 3 + 3 with no empty cell. */
export function PostGrid({
  entries,
  label,
  headingLevel,
  featureFirst = false,
}: {
  entries: readonly BlogEntry[]
  label: string
  headingLevel?: 2 | 3
  featureFirst?: boolean
}) {
  return (
    <ul aria-label={label} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry, index) => {
        const featured = featureFirst && index === 0
        return (
          <li key={entry.slug} className={featured ? 'md:col-span-2 lg:col-span-3' : undefined}>
            <PostCard entry={entry} headingLevel={headingLevel} featured={featured} />
          </li>
        )
      })}
    </ul>
  )
}
