import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { certifications } from '@/content/home'

/** The certifications as cards, each linking its scheme's or register's own page: the home page and /security. */
export function CertificationList() {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {certifications.items.map((item) => (
        <li key={item.name} className="flex flex-col gap-4 rounded-xl border border-navy-100 bg-white p-6 sm:flex-row sm:gap-5">
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-navy-900 text-accent-300 ring-4 ring-navy-100"
          >
            <Icon name={item.icon} className="size-8" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">{item.status}</p>
            <h3 className="mt-1 text-lg font-semibold text-navy-900">{item.name}</h3>
            <p className="mt-2 text-slate-600">{item.text}</p>
            <a
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block font-semibold text-accent-700 hover:underline"
            >
              {item.linkLabel}
              <span className="sr-only"> (opens in a new tab)</span> ↗
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function CertificationsSection() {
  return (
    <Section labelledBy="certifications-heading">
      <SectionHeading id="certifications-heading" subtitle={certifications.intro}>
        {certifications.heading}
      </SectionHeading>
      <CertificationList />
      <Link href={certifications.trustLink.href} className="mt-8 inline-flex min-h-10 items-center font-semibold text-accent-700 hover:underline">
        {certifications.trustLink.label} <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </Section>
  )
}
