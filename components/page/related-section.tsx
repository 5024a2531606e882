import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { relatedGroups, relatedTool, type RelatedGroup } from '@/content/related'
import type { SolutionPage } from '@/content/schema'

function RelatedList({ group, className = '' }: { group: RelatedGroup; className?: string }) {
  return (
    <nav aria-label={group.heading} className={className}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</h3>
      <ul className="mt-3 divide-y divide-navy-100 border-y border-navy-100">
        {group.links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="group block py-3 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-baseline lg:gap-3"
            >
              <span className="block font-semibold whitespace-nowrap text-navy-900 group-hover:text-accent-800">
                {link.title}
                <span
                  aria-hidden="true"
                  className="ml-1 inline-block text-accent-700 transition-transform group-hover:translate-x-0.5"
                >
                  →
                </span>
              </span>
              <span className="block text-sm text-slate-600 lg:pr-2">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Beside a list two or more rows longer, the shorter ends with the free tool, so no column stops short. */
export function RelatedSection({ page }: { page: SolutionPage }) {
  const groups = relatedGroups(page)
  const longest = Math.max(...groups.map((group) => group.links.length))
  const short = groups.find((group) => longest - group.links.length >= 2)
  return (
    <Section labelledBy="related-heading" spacing="top">
      <h2 id="related-heading" className="sr-only">
        Related pages
      </h2>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        {groups.map((group) => (
          <div key={group.heading}>
            <RelatedList group={group} />
            {group === short && <RelatedList group={relatedTool} className="mt-5" />}
          </div>
        ))}
      </div>
    </Section>
  )
}
