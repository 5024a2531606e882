import Link from 'next/link'
import { blogTopics, topicPath } from '@/content/blog/posts'

/** The blog's topics as links, the current one marked: under /blog's and each topic page's heading, on the dark intro band. */
export function TopicNav({ current }: { current?: string }) {
  const links = [{ href: '/blog', label: 'All posts', active: current === undefined }].concat(
    blogTopics.map((topic) => ({ href: topicPath(topic.name), label: topic.name, active: topic.name === current })),
  )
  return (
    <nav aria-label="Blog topics" className="mt-8">
      {/* On a phone one row that scrolls sideways to the screen's edges, fading at the right to say so (a link reached by Tab scrolls into view; the padding keeps its focus ring); from `sm` a wrapping row. */}
      <ul className="-mx-6 -my-1 flex [scrollbar-width:none] gap-3 overflow-x-auto px-6 py-1 max-sm:[mask-image:linear-gradient(to_right,#000_80%,transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {links.map(({ href, label, active }) => (
          <li key={href} className="shrink-0">
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                active
                  ? 'border-accent-300 bg-accent-300 text-navy-950'
                  : 'border-white/30 text-white hover:border-white hover:bg-white/10'
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
