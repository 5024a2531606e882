import Link from 'next/link'
import { blockHeading, surface } from '@/components/ui/card'
import { CtaBand } from '@/components/ui/cta-band'
import { Prose } from '@/components/prose/mdx'
import { HeroBand } from '@/components/ui/hero-band'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { SvgImage } from '@/components/ui/svg-image'
import { demoCta } from '@/content/pages'
import { customerOf, proofCopy, tagLabel, type CaseStudy } from '@/content/proof'

const copy = proofCopy.caseStudy
// 16px on phones and 18 from sm, as a post's body (Prose).
const text = 'mt-4 text-base leading-7 whitespace-pre-line text-slate-700 sm:text-lg sm:leading-8'

/** In the order a buyer asks: the situation, what we did, the outcome and its figures, then the next step. */
export function CaseStudyPage({ study }: { study: CaseStudy }) {
  const customer = customerOf(study)
  return (
    <>
      <HeroBand className="flex flex-col py-14 sm:py-20 lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-16">
        <div>
          <nav aria-label="Breadcrumb" className="text-sm text-slate-300">
            <Link href="/case-studies" className="inline-block py-1 hover:underline">
              {proofCopy.caseStudiesHeading}
            </Link>
          </nav>
          <SectionHeading id="case-study-title" level={1} tone="dark" subtitle={study.summary} className="mt-4">
            {study.title}
          </SectionHeading>
          <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4 text-sm">
            <div>
              <dt className="text-slate-400">{copy.client}</dt>
              <dd className="mt-1 font-semibold text-white">{study.client}</dd>
            </div>
            <div>
              <dt className="text-slate-400">Sector</dt>
              <dd className="mt-1 font-semibold text-white">{tagLabel(study.sector)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">Services</dt>
              {/* Chips, so two services never read as one name. */}
              <dd className="mt-1">
                <ul className="flex flex-wrap gap-2 font-semibold">
                  {study.services.map((slug) => (
                    <li key={slug}>
                      <Link
                        href={`/solutions/${slug}`}
                        className="inline-flex min-h-7 items-center rounded-full border border-white/20 bg-white/5 px-3 text-accent-300 hover:border-accent-300 hover:underline"
                      >
                        {tagLabel(slug)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </div>
        {customer && (
          // The client's mark in its own colours on a white tile, as large as the title beside it is tall; on a phone a
          // small mark above the breadcrumb, where it heads the page rather than trailing it.
          <div className="order-first mb-6 grid h-16 w-48 place-items-center rounded-xl bg-white p-3 lg:order-none lg:mb-0 lg:h-28 lg:w-64 lg:rounded-2xl lg:p-6">
            <SvgImage
              src={customer.logo}
              alt={customer.name}
              width={208}
              height={64}
              className="h-10 w-40 object-contain lg:h-16 lg:w-52"
            />
          </div>
        )}
      </HeroBand>
      <Section spacing="md" className="grid gap-12 lg:grid-cols-[minmax(0,42rem)_16rem] lg:justify-between">
        {/* The payoff first: above the story on phones, beside it from `lg` (in view as it is read). */}
        <aside
          aria-labelledby="figures-heading"
          className={`${surface('tint', 'p-6')} self-start lg:sticky-rail lg:col-start-2 lg:row-start-1`}
        >
          <h2 id="figures-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {copy.figures}
          </h2>
          <dl className="mt-4 divide-y divide-navy-100">
            {study.figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse py-4 first:pt-0 last:pb-0">
                <dt className="mt-1 text-sm text-slate-600">{figure.label}</dt>
                <dd className="text-3xl font-bold text-navy-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
        <article aria-labelledby="case-study-title" className="space-y-14 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="situation-heading">
            <h2 id="situation-heading" className={blockHeading}>
              {copy.situation}
            </h2>
            <p className={text}>{study.situation}</p>
          </section>
          <section aria-labelledby="work-heading">
            <h2 id="work-heading" className={blockHeading}>
              {copy.work}
            </h2>
            <Prose code={study.code} className="mt-4" />
          </section>
          <section aria-labelledby="outcome-heading">
            <h2 id="outcome-heading" className={blockHeading}>
              {copy.outcome}
            </h2>
            <p className={text}>{study.outcome}</p>
          </section>
        </article>
      </Section>
      <CtaBand id="case-study-cta-heading" copy={demoCta} />
    </>
  )
}
