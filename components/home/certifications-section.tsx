import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { certifications } from '@/content/home'
import { certificates, proofCopy } from '@/content/proof'
import { cardSpanClasses, leadSpans } from '@/lib/card-grid'
import { formatDate } from '@/lib/format'
import { certificateName, certificationCards, type Certificate } from '@/lib/proof'
import { arrowLinkClasses } from '@/components/ui/button'

const externalLink = 'new-tab-after inline-block self-start font-semibold text-accent-700 hover:underline'

/** The company's own certificate on a card: its number, how long it holds, and where to check it. */
function CertificateDetails({ certificate, atFoot }: { certificate: Certificate; atFoot: boolean }) {
  const name = certificateName(certificate)
  const { number, validUntil, verify } = proofCopy.certificate
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{number}</dt>
        <dd className="font-semibold text-navy-900">{certificate.number}</dd>
        <dt className="text-slate-600">{validUntil}</dt>
        <dd className="font-semibold text-navy-900">
          <time dateTime={certificate.expiry}>{formatDate(certificate.expiry)}</time>
        </dd>
      </dl>
      <a
        href={certificate.verification}
        target="_blank"
        rel="noopener noreferrer"
        className={`${externalLink} ${atFoot ? 'mt-auto pt-4' : 'mt-4'}`}
      >
        {verify} {certificate.number}
        <span className="sr-only"> of {name} on its register (opens in a new tab)</span>
      </a>
    </>
  )
}

/** The certifications as cards, each with the company's certificate when it has supplied one. */
export function CertificationList() {
  const cards = certificationCards(certifications.items, certificates)
  // Two side by side; three or more in rows of three, where the first leads rather than one card sitting alone.
  const spans = leadSpans(cards.length)
  return (
    <ul className={`mt-10 grid gap-6 md:grid-cols-2 ${cards.length > 2 ? 'lg:grid-cols-3' : ''}`}>
      {cards.map(({ item, certificate }, index) => (
        <li
          key={item?.name ?? certificate!.scheme}
          className={`flex flex-col gap-4 rounded-xl border border-navy-100 bg-white p-6 sm:flex-row sm:gap-5 ${cards.length > 2 ? cardSpanClasses(index, spans) : ''}`}
        >
          <Icon
            name={item?.icon ?? 'badge'}
            className="size-16 shrink-0 rounded-full bg-navy-900 p-4 text-accent-300 ring-4 ring-navy-100"
          />
          {/* The links sit along the card's foot, so a card with less to say is not left with a gap under them. */}
          <div className="flex flex-1 flex-col">
            <p className="text-xs font-semibold tracking-wide text-accent-800 uppercase">
              {item?.status ?? proofCopy.certificate.status}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-navy-900">
              {item ? `${item.name}${certificate?.level ? ` ${certificate.level}` : ''}` : certificateName(certificate!)}
            </h3>
            {item && <p className="mt-2 text-slate-600">{item.text}</p>}
            {certificate && <CertificateDetails certificate={certificate} atFoot={!item} />}
            {item && (
              <a href={item.href} target="_blank" rel="noopener noreferrer" className={`${externalLink} mt-auto pt-4`}>
                {item.linkLabel}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
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
      <Link href={certifications.trustLink.href} className={`${arrowLinkClasses} mt-8`}>
        {certifications.trustLink.label}
      </Link>
    </Section>
  )
}
