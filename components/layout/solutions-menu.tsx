import { Fragment } from 'react'
import { solutionGroups, solutionSections } from '@/content/navigation'
import { Disclosure } from '@/components/layout/disclosure'
import { MenuLink } from '@/components/layout/menu-link'

export function SolutionsMenu() {
  return (
    <Disclosure
      id="solutions-menu"
      className="relative"
      // Marked as the navbar's links are on every solution and industry page, in the menu's lists or not.
      sections={solutionSections}
      buttonClassName="inline-flex items-center gap-1 rounded [anchor-name:--solutions-menu] hover:text-navy-900 current:text-navy-900 current:underline current:decoration-accent-500 current:decoration-2 current:underline-offset-[0.6rem]"
      buttonContent={
        <>
          Solutions
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 transition-transform group-has-[:popover-open]/disclosure:rotate-180"
          >
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </>
      }
      // Two columns, each a group's title over its links: filled column by column, so no element per group.
      popoverClassName="dropdown-under-anchor w-[28rem] grid-flow-col grid-cols-2 grid-rows-[auto_1fr] gap-x-6 rounded-xl border border-navy-100 bg-white p-6 text-sm font-medium text-slate-700 shadow-xl [position-anchor:--solutions-menu] open:grid lg:w-[44rem]"
    >
      {solutionGroups.map((group) => (
        <Fragment key={group.title}>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.title}</p>
          <ul className="mt-3 space-y-2 lg:-mx-3 lg:space-y-0">
            {group.links.map((link) => (
              <li key={link.href}>
                {/* The name alone names the link; its line describes it (from lg, where the panel is wide enough). */}
                <MenuLink
                  href={link.href}
                  aria-label={link.label}
                  aria-describedby={link.summary && summaryId(link.href)}
                  className="group/item block rounded text-navy-900 hover:text-accent-700 lg:rounded-lg lg:px-3 lg:py-2 lg:hover:bg-navy-50 current:text-accent-700 lg:current:bg-navy-50"
                >
                  {link.label}
                  {link.summary && (
                    <span id={summaryId(link.href)} className="hidden font-normal text-slate-600 lg:block">
                      {link.summary}
                    </span>
                  )}
                </MenuLink>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
    </Disclosure>
  )
}

const summaryId = (href: string) => `menu-summary${href.replaceAll('/', '-')}`
