import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { StackedTable } from '@/components/ui/table'
import { keepHyphenatedWords } from '@/components/ui/keep-hyphenated'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { certifications } from '@/content/home'
import { certificates, proofCopy } from '@/content/proof'
import { security } from '@/content/security'
import { formatDate } from '#lib/format'
import { certificateName, certificationCards, certificationTitle } from '#lib/proof'

const link = 'new-tab-after py-0.5 text-sm font-semibold text-accent-700 hover:underline'

/** The same facts as the home page's badges, as a register a supplier review reads across. */
export function CertificationsTable() {
  const rows = certificationCards(certifications.items, certificates)
  const copy = proofCopy.certificate
  const { label, columns } = security.certificationsTable
  return (
    <Section labelledBy="certifications-heading" tone="muted" spacing="md">
      <SectionHeading id="certifications-heading" subtitle={certifications.intro}>
        {certifications.heading}
      </SectionHeading>
      <StackedTable label={label} columns={columns} className="mt-8">
        {rows.map(({ item, certificate }) => (
          <tr key={item?.name ?? certificate!.scheme} className="border-t border-slate-200 align-top">
            <th scope="row" className="px-5 py-4 font-semibold text-navy-900 sm:w-56">
              {certificationTitle({ item, certificate })}
              <span className="mt-1 block text-xs font-semibold tracking-wide text-accent-800 uppercase">
                {item?.status ?? copy.status}
              </span>
            </th>
            <td className="px-5 py-4 text-slate-700">
              {keepHyphenatedWords(item?.text ?? copy.text)}
              {certificate && (
                <span className="mt-1 block text-sm text-slate-600">
                  {copy.number} <span className="font-semibold whitespace-nowrap text-navy-900">{certificate.number}</span>
                  {' · '}
                  {copy.validUntil}{' '}
                  <time dateTime={certificate.expiry} className="font-semibold text-navy-900">
                    {formatDate(certificate.expiry)}
                  </time>
                </span>
              )}
            </td>
            <td className="px-5 py-4 sm:w-80">
              <span className="flex flex-col items-start gap-y-2">
                {certificate && (
                  <NewTabLink
                    href={certificate.verification}
                    detail={`of ${certificateName(certificate)} on its register`}
                    className={link}
                  >
                    {copy.verify} <span className="whitespace-nowrap">{certificate.number}</span>
                  </NewTabLink>
                )}
                {item && (
                  <NewTabLink href={item.href} className={link}>
                    {item.linkLabel}
                  </NewTabLink>
                )}
              </span>
            </td>
          </tr>
        ))}
      </StackedTable>
    </Section>
  )
}
