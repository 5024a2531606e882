import { Fragment } from 'react'
import { mainLinks, solutionGroups } from '@/content/navigation'
import { Disclosure } from '@/components/layout/disclosure'
import { MenuLink } from '@/components/layout/menu-link'

const groups = [...solutionGroups, { title: 'General', links: mainLinks }]

export function MobileMenu({ action }: { action: React.ReactNode }) {
  return (
    <Disclosure
      id="mobile-menu"
      className="max-md:col-start-3 md:hidden"
      buttonLabel="Menu"
      buttonClassName="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      buttonContent={
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[:popover-open]/disclosure:hidden" />
          <path d="M6 6l12 12M18 6 6 18" className="hidden group-has-[:popover-open]/disclosure:inline" />
        </svg>
      }
      panelLabel="Mobile"
      dimmed
      popoverClassName="menu-under-navbar bg-navy-950/70 backdrop-blur-sm"
      panelClassName="max-h-full shrink-0 overflow-y-auto border-b border-navy-100 bg-white px-6 pb-6 text-slate-700 shadow-lg"
    >
      {groups.map((group) => (
        <Fragment key={group.title}>
          <p className="border-t border-navy-100 pt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase first:border-t-0">
            {group.title}
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 pb-4">
            {group.links.map((link) => (
              <li key={link.href}>
                <MenuLink
                  href={link.href}
                  className="flex min-h-11 items-center text-navy-900 current:font-semibold current:text-accent-700"
                >
                  {link.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
      <div className="pt-2 [&>a]:w-full">{action}</div>
    </Disclosure>
  )
}
