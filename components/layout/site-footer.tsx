import Link from 'next/link'
import { contentGrid } from '@/components/ui/content-grid'
import { Icon } from '@/components/ui/icon'
import { company } from '@/content/company/facts'
import type { NavLink } from '@/content/links'
import { footerGroups, footerLegal, toolLink, trustLink } from '@/content/navigation'
import { site } from '#lib/site'
import type { IconName } from '#lib/icons'
import { Logo } from '@/components/layout/logo'
import { NewTabLink } from '@/components/ui/new-tab-link'

const footerFeatures: { link: NavLink; icon: IconName }[] = [
  { link: trustLink, icon: 'shield' },
  { link: toolLink, icon: 'search' },
]

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-slate-300">
      {/* On a phone a group heading sits 32 px under the group above's 36 px rows: close enough to read as its column. */}
      <div className={`${contentGrid} grid grid-cols-2 gap-x-10 gap-y-8 py-14 lg:grid-cols-4 lg:gap-y-10`}>
        <div className="col-span-2 max-lg:mb-6 lg:col-span-1">
          {/* Its wordmark on the column headings' line, though the mark is twice their height. */}
          <Logo tone="light" className="lg:-mt-2" />
          <p className="mt-3 text-sm">{site.slogan}</p>
          <ul className="mt-4 text-sm">
            {footerFeatures.map(({ link, icon }) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-9 items-center gap-2 hover:text-white">
                  <Icon name={icon} className="size-4 text-accent-300" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {/* Two columns on a phone, a row each pair: a third group starts under both, never level with a list's end. */}
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="inline-flex min-h-9 items-center hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div
        className={`border-t border-white/10 ${contentGrid} flex flex-col gap-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between`}
      >
        <div className="space-y-1 max-sm:space-y-0 max-sm:leading-5">
          {/* One fact a line on phones, so no line ends in a separator, at one rhythm; one line from `sm`. */}
          <p>
            <span className="max-sm:block">© {company.legalName}</span>
            <span className="max-sm:hidden"> · </span>
            <span className="max-sm:block">{footerLegal.registeredIn(company.registeredIn)}</span>
            <span className="max-sm:hidden"> · </span>
            <span className="max-sm:block">{footerLegal.companyNumber(company.companyNumber)}</span>
          </p>
          <p>{footerLegal.registeredOffice(company.registeredOffice)}</p>
        </div>
        <div className="flex items-center gap-2">
          {/* The first name's text, not its tap area, lines up with the copyright above on phones. */}
          <ul className="-ml-2 flex items-center gap-1 sm:ml-0">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <NewTabLink
                  href={profile.url}
                  className="inline-flex min-h-9 items-center rounded px-2 text-sm font-medium hover:text-white"
                  aria-label={`${site.name} on ${profile.name} (opens in a new tab)`}
                >
                  {profile.name}
                </NewTabLink>
              </li>
            ))}
          </ul>
          {/* 20 px from each name's text to the next's, the version's too: the links' padding, the gaps. */}
          <p className="ml-1 text-xs text-slate-400 tabular-nums">{footerLegal.version(site.version)}</p>
        </div>
      </div>
    </footer>
  )
}
