import Link from 'next/link'
import { blogTopics, topicPath } from '@/content/blog/posts'

export function TopicNav({ current }: { current?: string }) {
  const links = [{ href: '/blog', label: 'All posts', active: current === undefined }].concat(
    blogTopics.map((topic) => ({ href: topicPath(topic.name), label: topic.name, active: topic.name === current })),
  )
  return (
    <nav aria-label="Blog topics" className="mt-8">
      {/* One-line pills, smaller on a phone so the three share a row at 375 px; a narrower screen wraps them. */}
      <ul className="flex flex-wrap gap-1.5 sm:gap-3">
        {links.map(({ href, label, active }) => (
          <li key={href} className="flex">
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center rounded-full border px-2.5 text-xs font-medium whitespace-nowrap sm:px-4 sm:text-sm ${
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
