import Link from 'next/link'
import { balancedGrid, balancedSpans } from '@/components/ui/card-grid'
import { SvgImage } from '@/components/ui/svg-image'
import { topicPath, type BlogEntry } from '@/content/blog/posts'
import { formatDate, keepTermsTogether } from '#lib/format'
import { surface } from '@/components/ui/card'

/** A card's parts where it spans the row, its picture beside its text: from `md`, at `lg` alone, or at `md` alone. */
const across = {
  none: { card: '', frame: '', image: '', body: '', heading: '', excerpt: '' },
  md: {
    card: 'md:grid md:grid-cols-2',
    frame: 'md:h-full',
    image: 'md:h-full md:object-cover',
    body: 'md:justify-center md:p-8',
    heading: 'md:text-2xl',
    excerpt: 'md:flex-none',
  },
  lg: {
    card: 'lg:grid lg:grid-cols-2',
    frame: 'lg:h-full',
    image: 'lg:h-full lg:object-cover',
    body: 'lg:justify-center lg:p-8',
    heading: 'lg:text-2xl',
    excerpt: 'lg:flex-none',
  },
  mdOnly: {
    card: 'md:grid md:grid-cols-2 lg:flex',
    frame: 'md:h-full lg:h-auto',
    image: 'md:h-full md:object-cover lg:h-auto',
    body: 'md:justify-center md:p-8 lg:justify-start lg:p-6',
    heading: 'md:text-2xl lg:text-xl',
    excerpt: 'md:flex-none lg:flex-1',
  },
}
type Across = keyof typeof across

type CardProps = { entry: BlogEntry; headingLevel?: 2 | 3; wide: Across; compact?: boolean; lead: boolean }

function PostCard({ entry, headingLevel = 2, wide, compact, lead }: CardProps) {
  const layout = across[wide]
  // On a phone only a list's lead post shows its picture (one per card would fill four screens), and a compact card (a
  // post's related reading) is its topic, title and byline.
  const phoneHidden = compact ? 'max-sm:hidden' : ''
  const pictureOnPhone = lead && !compact ? '' : 'max-sm:hidden'
  const Heading = `h${headingLevel}` as const
  // A post appears once in a list, so its slug makes the heading's id unique on the page.
  const headingId = `post-card-${entry.slug}`
  return (
    <article aria-labelledby={headingId} className={`${surface('white')} flex h-full flex-col overflow-hidden ${layout.card}`}>
      {/* Navy like the pictures, so a lazy one not yet loaded is no white hole. */}
      <div className={`aspect-[1200/630] shrink-0 bg-navy-900 ${layout.frame} ${pictureOnPhone}`}>
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
        <Heading id={headingId} className={`mt-2 text-xl font-semibold text-balance text-navy-900 ${layout.heading}`}>
          <Link href={`/blog/${entry.slug}`} className="hover:underline">
            {keepTermsTogether(entry.title)}
          </Link>
        </Heading>
        {/* In a column the byline keeps to the card's foot; across the row the text is one centred block. */}
        <p className={`mt-2 flex-1 text-slate-600 ${layout.excerpt} ${phoneHidden}`}>{entry.excerpt}</p>
        <p className="mt-4 text-sm text-slate-600">
          {/* Lines of their own, so no separator is left at a line's end. */}
          <span className="block">{entry.byline.name}</span>
          <time dateTime={entry.date} className="block">
            {formatDate(entry.date)}
          </time>
        </p>
      </div>
    </article>
  )
}

export function PostGrid({
  entries,
  label,
  headingLevel,
  compact,
}: {
  entries: readonly BlogEntry[]
  label: string
  headingLevel?: 2 | 3
  compact?: boolean
}) {
  const grid = balancedGrid(entries.length, { leadFirst: true })
  const spans = balancedSpans(entries.length, { leadFirst: true })
  const wideAt = (index: number): Across => {
    if (entries.length < 2) return 'none'
    const md = spans[index]!.md === 2
    const lg = spans[index]!.lg === 6
    return md && lg ? 'md' : md ? 'mdOnly' : lg ? 'lg' : 'none'
  }
  return (
    <ul aria-label={label} className={`${grid.list} gap-8`}>
      {entries.map((entry, index) => (
        <li key={entry.slug} className={grid.item(index) || undefined}>
          <PostCard entry={entry} headingLevel={headingLevel} wide={wideAt(index)} compact={compact} lead={index === 0} />
        </li>
      ))}
    </ul>
  )
}
