import Link from 'next/link'
import { blogTopics, topicPath } from '#content/blog/posts.ts'

/** The blog's topics as links, the current one marked: under /blog's and each topic page's heading, on the dark intro band. */
export function TopicNav({ current }: { current?: string }) {
  const links = [{ href: '/blog', label: 'All posts', active: current === undefined }].concat(
    blogTopics.map((topic) => ({ href: topicPath(topic.name), label: topic.name, active: topic.name === current })),
  )
  const longest = links.reduce((long, link) => (link.label.length > long.label.length ? link : long))
  return (
    <nav aria-label="Blog topics" className="mt-8">
      {/* On a phone one row, the longest name on two lines and the rest on one, so every topic is in sight and none
          sits alone on a second row; from `sm` a wrapping row of one-line pills. */}
      <ul className="flex gap-2 sm:flex-wrap sm:gap-3">
        {links.map(({ href, label, active }) => (
          <li key={href} className="flex">
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-3xl border px-3 text-center text-[0.8125rem] leading-tight font-medium sm:rounded-full sm:px-4 sm:text-sm sm:whitespace-nowrap ${label === longest.label ? 'text-balance' : 'whitespace-nowrap'} ${
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
