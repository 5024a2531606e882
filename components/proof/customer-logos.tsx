import Link from 'next/link'
import { Section } from '#components/ui/section.tsx'
import { SvgImage } from '#components/ui/svg-image.tsx'
import { caseStudies, customers, proofCopy, tagLabel } from '#content/proof.ts'

/**
 * The customers who agreed to be named: label and logos from the content's left edge, the way to their case studies at
 * its right, on one line from `md`, wrapping as needed; one logo or many, the strip starts where the page's text does.
 */
export function CustomerLogos() {
  if (!customers.length) return null
  return (
    <Section labelledBy="customers-heading" tone="muted" spacing="md" className="flex flex-wrap items-start gap-x-12 gap-y-6">
      {/* On one line from `md`, the label and the link are as tall as a logo, so all three share its centre line. */}
      <h2
        id="customers-heading"
        className="w-full text-sm leading-10 font-semibold tracking-wide text-slate-600 uppercase md:w-auto md:leading-12"
      >
        {proofCopy.logosHeading}
      </h2>
      <ul className="flex flex-wrap gap-x-8 gap-y-6 sm:gap-x-12">
        {customers.map((customer) => (
          <li key={customer.slug} className="flex flex-col items-start gap-1">
            {/* One box for every logo, whatever its proportions, so each reads at the same size, drawn from its left. */}
            <SvgImage
              src={customer.logo}
              alt={customer.name}
              width={192}
              height={48}
              className="h-10 w-36 object-contain object-left grayscale sm:h-12 sm:w-48"
            />
            {customer.sector !== 'other' && <span className="text-xs text-slate-600">{tagLabel(customer.sector)}</span>}
          </li>
        ))}
      </ul>
      {caseStudies.length > 0 && (
        <Link
          href="/case-studies"
          className="inline-flex min-h-12 items-center font-semibold text-accent-700 arrow-after hover:underline md:ml-auto"
        >
          {proofCopy.caseStudiesLink}
        </Link>
      )}
    </Section>
  )
}
