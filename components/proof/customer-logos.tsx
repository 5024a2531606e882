import Link from 'next/link'
import { Section } from '@/components/ui/section'
import { SvgImage } from '@/components/ui/svg-image'
import { caseStudies, customers, proofCopy, tagLabel } from '@/content/proof'

/** The customers who agreed to be named: one row of one-colour logos, with a way to their case studies. */
export function CustomerLogos() {
  if (!customers.length) return null
  return (
    <Section
      labelledBy="customers-heading"
      tone="muted"
      spacing="md"
      className="flex flex-col items-start gap-6 lg:flex-row lg:gap-12"
    >
      {/* On the page's text edge like every band; from `lg` one row, the label's and the link's lines as tall as a logo so all share its centre line. */}
      <h2 id="customers-heading" className="shrink-0 text-sm font-semibold tracking-wide text-slate-600 uppercase lg:leading-14">
        {proofCopy.logosHeading}
      </h2>
      <ul className="grid grid-cols-2 items-start gap-x-6 gap-y-8 sm:flex sm:flex-wrap sm:gap-x-14">
        {customers.map((customer) => (
          <li key={customer.slug} className="flex min-w-0 flex-col items-start gap-1">
            <SvgImage
              src={customer.logo}
              alt={customer.name}
              width={208}
              height={56}
              className="h-12 w-full max-w-52 object-contain object-left grayscale sm:h-14 sm:w-52"
            />
            {customer.sector !== 'other' && <span className="text-xs text-slate-600">{tagLabel(customer.sector)}</span>}
          </li>
        ))}
      </ul>
      {caseStudies.length > 0 && (
        <Link
          href="/case-studies"
          className="inline-flex min-h-12 shrink-0 items-center font-semibold text-accent-700 arrow-after hover:underline lg:ml-auto lg:min-h-14"
        >
          {proofCopy.caseStudiesLink}
        </Link>
      )}
    </Section>
  )
}
