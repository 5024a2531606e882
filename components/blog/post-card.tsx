import Link from 'next/link'
import { rowLeads } from '#components/ui/card-grid.ts'
import { SvgImage } from '#components/ui/svg-image.tsx'
import { topicPath, type BlogEntry } from '#content/blog/posts.ts'
import { formatDate } from '#lib/format.ts'

/** Where a card is wide (a row of its own): its picture beside its text there, above it elsewhere. */
type Wide = 'none' | 'md' | 'lg' | 'md-only'

/** The classes of a card's parts where it is wide, from the breakpoint it widens at, back at `lg` where it narrows. */
const wideLayout: Record<Wide, { card: string; frame: string; image: string; body: string; heading: string; span: string }> = {
  none: { card: '', frame: '', image: '', body: '', heading: '', span: '' },
  md: {
    card: 'md:grid md:grid-cols-2',
    frame: 'md:h-full',
    image: 'md:h-full md:object-cover',
    body: 'md:justify-center md:p-8',
    heading: 'md:text-2xl',
    span: 'md:col-span-2 lg:col-span-3',
  },
  lg: {
    card: 'lg:grid lg:grid-cols-2',
    frame: 'lg:h-full',
    image: 'lg:h-full lg:object-cover',
    body: 'lg:justify-center lg:p-8',
    heading: 'lg:text-2xl',
    span: 'lg:col-span-3',
  },
  'md-only': {
    card: 'md:grid md:grid-cols-2 lg:flex',
    frame: 'md:h-full lg:h-auto',
    image: 'md:h-full md:object-cover lg:h-auto',
    body: 'md:justify-center md:p-8 lg:justify-start lg:p-6',
    heading: 'md:text-2xl lg:text-xl',
    span: 'md:col-span-2 lg:col-span-1',
  },
}

/** A post in a list. */
function PostCard({ entry, headingLevel = 2, wide }: { entry: BlogEntry; headingLevel?: 2 | 3; wide: Wide }) {
  const Heading = `h${headingLevel}` as const
  // A post appears once in a list, so its slug makes the heading's id unique on the page.
  const headingId = `post-card-${entry.slug}`
  const layout = wideLayout[wide]
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white ${layout.card}`}
    >
      {/* The pictures are navy: the frame is too, so a lazy picture not yet loaded is not a white hole. */}
      <div className={`aspect-[1200/630] shrink-0 bg-navy-900 ${layout.frame}`}>
        <SvgImage
          src={`/images/blog/${entry.image}`}
          alt=""
          width={1200}
          height={630}
          className={`h-auto w-full ${layout.image}`}
        />
      </div>
      <div className={`flex flex-1 flex-col p-6 ${layout.body}`}>
        <Link href={topicPath(entry.topic)} className="-my-2 self-start py-2 text-sm font-medium text-accent-800 hover:underline">
          {entry.topic}
        </Link>
        <Heading id={headingId} className={`mt-2 text-xl font-semibold text-navy-900 ${layout.heading}`}>
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

/** Posts as a grid of any length: the newest take rows of their own where the rest would leave a short last row. */
export function PostGrid({
  entries,
  label,
  headingLevel,
}: {
  entries: readonly BlogEntry[]
  label: string
  headingLevel?: 2 | 3
}) {
  const leads = rowLeads(entries.length)
  const wideAt = (index: number): Wide => {
    const md = index < leads.md
    const lg = index < leads.lg
    return md && lg ? 'md' : md ? 'md-only' : lg ? 'lg' : 'none'
  }
  return (
    <ul aria-label={label} className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry, index) => {
        const wide = wideAt(index)
        return (
          <li key={entry.slug} className={wideLayout[wide].span || undefined}>
            <PostCard entry={entry} headingLevel={headingLevel} wide={wide} />
          </li>
        )
      })}
    </ul>
  )
}
