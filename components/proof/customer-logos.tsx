import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { SvgImage } from '@/components/ui/svg-image'
import { caseStudies, customers, proofCopy, tagLabel } from '@/content/proof'

/** Fewer than this, one strip: a full band of centred logos would advertise how few there are. */
const BAND_FROM = 4

/** Few logos make a strip (heading, logos, link in one row from lg), many a centred band. */
export function CustomerLogos() {
  if (!customers.length) return null
  const strip = customers.length < BAND_FROM
  return (
    <Section
      labelledBy="customers-heading"
      tone="muted"
      spacing={strip ? 'sm' : 'md'}
      className={`flex flex-col items-center text-center ${strip ? 'lg:flex-row lg:justify-between' : ''}`}
    >
      <h2 id="customers-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {proofCopy.logosHeading}
      </h2>
      <ul className={`flex flex-wrap justify-center gap-x-6 gap-y-6 sm:gap-x-14 ${strip ? 'mt-4 lg:mt-0' : 'mt-6'}`}>
        {customers.map((customer) => (
          <li key={customer.slug} className="flex flex-col items-center gap-1">
            {/* One box for every logo, whatever its proportions, so each reads at the same size, centred in it. */}
            <SvgImage
              src={customer.logo}
              alt={customer.name}
              width={192}
              height={48}
              className="h-10 w-36 object-contain grayscale sm:h-12 sm:w-48"
            />
            {customer.sector !== 'other' && <span className="text-xs text-slate-600">{tagLabel(customer.sector)}</span>}
          </li>
        ))}
      </ul>
      {caseStudies.length > 0 && (
        <Link
          href="/case-studies"
          className={`mt-4 inline-flex min-h-11 items-center font-semibold text-accent-700 arrow-after hover:underline ${strip ? 'lg:mt-0' : ''}`}
        >
          {proofCopy.caseStudiesLink}
        </Link>
      )}
    </Section>
  )
}
