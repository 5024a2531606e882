import Link from 'next/link'
import { Section } from '#components/ui/section.tsx'
import { relatedGroups } from '#content/related.ts'
import type { SolutionPage } from '#content/schema.ts'

/** Every other service and industry, as two lists; one row per link, the descriptions on one edge from `lg`. */
export function RelatedSection({ page }: { page: SolutionPage }) {
  return (
    <Section labelledBy="related-heading" spacing="top">
      <h2 id="related-heading" className="sr-only">
        Related pages
      </h2>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        {relatedGroups(page).map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</h3>
            <ul className="mt-3 divide-y divide-navy-100 border-y border-navy-100">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="group block py-3 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-baseline lg:gap-3"
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
                    <span className="block text-sm text-slate-600">{link.text}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Section>
  )
}
