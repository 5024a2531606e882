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
      {/* On the page's text edge like every band; from `lg` one row, the label's line as tall as a logo so the two share a centre line. */}
      <h2 id="customers-heading" className="shrink-0 text-sm font-semibold tracking-wide text-slate-600 uppercase lg:leading-12">
        {proofCopy.logosHeading}
      </h2>
      <ul className="grid grid-cols-2 items-start gap-x-6 gap-y-8 sm:flex sm:flex-wrap sm:gap-x-12">
        {customers.map((customer) => (
          <li key={customer.slug} className="flex flex-col items-start gap-2 sm:w-36">
            <SvgImage
              src={customer.logo}
              alt={customer.name}
              width={144}
              height={48}
              className="h-12 w-36 object-contain object-left grayscale"
            />
            {customer.sector !== 'other' && <span className="text-xs text-slate-600">{tagLabel(customer.sector)}</span>}
          </li>
        ))}
      </ul>
      {caseStudies.length > 0 && (
        <Link
          href="/case-studies"
          className="inline-flex min-h-12 shrink-0 items-center font-semibold text-accent-700 arrow-after hover:underline lg:ml-auto"
        >
          {proofCopy.caseStudiesLink}
        </Link>
      )}
    </Section>
  )
}
