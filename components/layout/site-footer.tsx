import Link from 'next/link'
import { contentGrid } from '@/components/ui/content-grid'
import { footerGroups, toolLink, trustLink } from '@/content/navigation'
import { site } from '@/lib/site'
import { Logo } from './logo'

export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className={`${contentGrid} grid grid-cols-2 gap-10 py-14 lg:grid-cols-4`}>
        <div className="col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-3 text-sm">{site.slogan}</p>
          <ul className="mt-4 text-sm font-medium text-white">
            <li>
              <Link href={trustLink.href} className="inline-flex min-h-9 items-center gap-2 hover:text-accent-300">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4 text-accent-300"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Z" strokeLinejoin="round" />
                </svg>
                {trustLink.label}
              </Link>
            </li>
            <li>
              <Link href={toolLink.href} className="inline-flex min-h-9 items-center gap-2 hover:text-accent-300">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4 text-accent-300"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <circle cx="11" cy="11" r="6" />
                  <path d="m20 20-4.5-4.5" strokeLinecap="round" />
                </svg>
                {toolLink.label}
              </Link>
            </li>
          </ul>
        </div>
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
      <div className="border-t border-white/10">
        <div className={`${contentGrid} flex flex-col gap-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between`}>
          <div className="space-y-1">
            <p>
              © {site.legalName} · Registered in {site.registeredIn} · Company No. {site.companyNumber}
            </p>
            <p>Registered office: {site.registeredOffice}</p>
          </div>
          <div className="flex items-center gap-2">
            <ul className="flex items-center gap-1">
              {site.social.map((profile) => (
                <li key={profile.name}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 min-w-9 items-center justify-center rounded px-2 hover:text-white"
                    aria-label={`${site.name} on ${profile.name} (opens in a new tab)`}
                  >
                    {profile.name}
                  </a>
                </li>
              ))}
            </ul>
            <p className="ml-2 font-mono text-[0.6875rem] text-slate-400">Version {site.version}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
