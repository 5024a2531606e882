'use client'

import Link from 'next/link'
import { mainLinks, solutionGroups } from '@/content/navigation'
import { useDisclosure } from './use-disclosure'

const groups = [...solutionGroups, { title: 'General', links: mainLinks }]

/** The navbar below the md breakpoint; `action` is Book a Demo or Dashboard, rendered on the server. */
export function MobileMenu({ action }: { action: React.ReactNode }) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure()
  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* Dims the page under the open menu. It sits inside the menu's root, which the hook's outside click ignores, so it closes the menu itself. */}
      {open && <div aria-hidden="true" onClick={close} className="absolute inset-x-0 top-full h-dvh bg-navy-950/50" />}
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-navy-100 bg-white px-6 pb-6 shadow-lg"
      >
        {groups.map((group) => (
          <div key={group.title} className="border-t border-navy-100 py-4 first:border-t-0">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.title}</p>
            <ul className="mt-2 grid grid-cols-2 gap-x-4">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} onClick={close} className="flex min-h-11 items-center text-navy-900">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="pt-2 [&>a]:w-full">
          {action}
        </div>
      </nav>
    </div>
  )
}
