import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { certifications } from '@/content/home'
import { certificates, proofCopy } from '@/content/proof'
import { proofGrid } from '@/lib/card-grid'
import { formatDate } from '@/lib/format'
import { certificateName, certificationCards, type Certificate } from '@/lib/proof'
import { arrowLinkClasses } from '@/components/ui/button'
import { cardClasses } from '@/components/ui/card'
import { NewTabLink } from '@/components/ui/new-tab-link'

const externalLink = 'new-tab-after inline-block self-start font-semibold text-balance text-accent-700 hover:underline'

/** The company's own certificate on a card: its number, how long it holds, and where to check it. */
function CertificateDetails({ certificate, atFoot }: { certificate: Certificate; atFoot: boolean }) {
  const name = certificateName(certificate)
  const { number, validUntil, verify } = proofCopy.certificate
  return (
    <>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{number}</dt>
        {/* A certificate number is one token: it never breaks at its hyphens. */}
        <dd className="font-semibold whitespace-nowrap text-navy-900">{certificate.number}</dd>
        <dt className="text-slate-600">{validUntil}</dt>
        <dd className="font-semibold text-navy-900">
          <time dateTime={certificate.expiry}>{formatDate(certificate.expiry)}</time>
        </dd>
      </dl>
      <NewTabLink
        href={certificate.verification}
        detail={`of ${name} on its register`}
        className={`${externalLink} ${atFoot ? 'mt-auto pt-4' : 'mt-4'}`}
      >
        {verify} <span className="whitespace-nowrap">{certificate.number}</span>
      </NewTabLink>
    </>
  )
}

/** The certifications as cards, each with the company's certificate when it has supplied one. */
export function CertificationList() {
  const cards = certificationCards(certifications.items, certificates)
  const grid = proofGrid(cards.length)
  return (
    <ul className={`mt-10 ${grid.list}`}>
      {cards.map(({ item, certificate }, index) => (
        <li key={item?.name ?? certificate!.scheme} className={`${cardClasses} ${grid.item(index)}`}>
          {/* The badge beside the status and name, so the words below have the card's whole width. */}
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4">
            <Icon
              name={item?.icon ?? 'badge'}
              className="row-span-2 size-12 rounded-full bg-navy-900 p-3 text-accent-300 ring-4 ring-navy-100"
            />
            <p className="self-end text-xs font-semibold tracking-wide text-accent-800 uppercase">
              {item?.status ?? proofCopy.certificate.status}
            </p>
            <h3 className="self-start text-lg font-semibold text-navy-900">
              {item ? `${item.name}${certificate?.level ? ` ${certificate.level}` : ''}` : certificateName(certificate!)}
            </h3>
          </div>
          {item && <p className="mt-4 text-slate-600">{item.text}</p>}
          {/* The links sit along the card's foot, so a card with less to say is not left with a gap under them. */}
          {certificate && <CertificateDetails certificate={certificate} atFoot={!item} />}
          {item && (
            <NewTabLink href={item.href} className={`${externalLink} mt-auto pt-4`}>
              {item.linkLabel}
            </NewTabLink>
          )}
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
