import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { Icon } from '@/components/ui/icon'
import { SectionHeading } from '@/components/ui/section-heading'
import { certifications } from '@/content/home'
import { certificates, proofCopy } from '@/content/proof'
import { balancedGrid } from '@/components/ui/card-grid'
import { formatDate } from '#lib/format'
import { certificateName, certificationCards, certificationTitle } from '#lib/proof'
import { arrowLinkClasses } from '@/components/ui/button'
import { cardSurface } from '@/components/ui/card'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'

const externalLink = 'new-tab-after self-start py-0.5 text-sm font-semibold text-accent-700 hover:underline'

/** Side by side, each card spans four rows of the list as a subgrid, so slots line up across a row even where one is
 * empty; stacked, a card is only what it has. */
function CertificationList() {
  const cards = certificationCards(certifications.items, certificates)
  const grid = balancedGrid(cards.length)
  const copy = proofCopy.certificate
  return (
    <ul className={`mt-10 gap-6 ${grid.list}`}>
      {cards.map(({ item, certificate }, index) => (
        <li
          key={item?.name ?? certificate!.scheme}
          className={`flex flex-col gap-y-4 md:row-span-4 md:grid md:grid-rows-subgrid ${cardSurface} ${grid.item(index)}`}
        >
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4">
            <Icon
              name={item?.icon ?? 'badge'}
              className="row-span-2 size-12 rounded-full bg-navy-900 p-3 text-accent-300 ring-4 ring-navy-100"
            />
            <p className="self-end text-xs font-semibold tracking-wide text-accent-800 uppercase">
              {item?.status ?? copy.status}
            </p>
            <h3 className="self-start text-lg font-semibold text-navy-900">{certificationTitle({ item, certificate })}</h3>
          </div>
          <p className="row-start-2 text-slate-600">{keepHyphenatedWords(item?.text ?? copy.text)}</p>
          {certificate && (
            <dl className="row-start-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 self-start text-sm">
              <dt className="text-slate-600">{copy.number}</dt>
              {/* A certificate number is one token: it never breaks at its hyphens. */}
              <dd className="font-semibold whitespace-nowrap text-navy-900">{certificate.number}</dd>
              <dt className="text-slate-600">{copy.validUntil}</dt>
              <dd className="font-semibold text-navy-900">
                <time dateTime={certificate.expiry}>{formatDate(certificate.expiry)}</time>
              </dd>
            </dl>
          )}
          <div className="row-start-4 flex flex-col gap-y-2 border-t border-navy-100 pt-4">
            {certificate && (
              <NewTabLink
                href={certificate.verification}
                detail={`of ${certificateName(certificate)} on its register`}
                className={externalLink}
              >
                {copy.verify} <span className="whitespace-nowrap">{certificate.number}</span>
              </NewTabLink>
            )}
            {item && (
              <NewTabLink href={item.href} className={externalLink}>
                {item.linkLabel}
              </NewTabLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

export function CertificationsSection() {
  return (
    <Section labelledBy="certifications-heading" deferred>
      {/* The way to the trust centre beside the heading, where a buyer reads first, not stranded under the cards. */}
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
        <div>
          <SectionHeading id="certifications-heading" subtitle={certifications.intro}>
            {certifications.heading}
          </SectionHeading>
        </div>
        <Link href={certifications.trustLink.href} className={`${arrowLinkClasses} shrink-0`}>
          {certifications.trustLink.label}
        </Link>
      </div>
      <CertificationList />
    </Section>
  )
}
