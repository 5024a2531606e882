import { SoftwareApplicationJsonLd } from 'next-seo'
import { JsonLd } from '#components/seo/json-ld.tsx'
import { cardSpanClasses, leadSpans } from '#components/ui/card-grid.ts'
import { cardClasses } from '#components/ui/card.ts'
import { CtaBand } from '#components/ui/cta-band.tsx'
import { Icon } from '#components/ui/icon.tsx'
import { LookalikeChecker } from '#components/lookalike/lookalike-checker.tsx'
import { PageIntro } from '#components/page/page-intro.tsx'
import { Section } from '#components/ui/section.tsx'
import { SectionHeading } from '#components/ui/section-heading.tsx'
import { LOOKALIKE_PATH, lookalikeCta, lookalikePage, readingGuide, techniqueCopy } from '#content/tools/lookalike-domains.ts'
import { techniqueIds } from '#lib/lookalike/techniques.ts'
import { ogImagePath, pageMetadata } from '#lib/seo.ts'
import { site } from '#lib/site.ts'

export const metadata = pageMetadata({ ...lookalikePage, path: LOOKALIKE_PATH })

/** The free checker: what it does and the privacy promise, the tool (a client island), how to read it, what next. */
export default function LookalikeDomainsPage() {
  const spans = leadSpans(techniqueIds.length)
  return (
    <>
      <PageIntro copy={lookalikePage}>
        <p className="mt-6 flex max-w-2xl items-start gap-3 rounded-lg border border-white/15 bg-white/5 px-4 py-3 text-sm text-slate-200">
          <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-accent-300" />
          <span>{lookalikePage.privacy}</span>
        </p>
      </PageIntro>

      <Section spacing="md">
        <LookalikeChecker />
      </Section>

      <Section labelledBy="reading-heading" tone="muted" spacing="md">
        <SectionHeading id="reading-heading" subtitle={readingGuide.intro}>
          {readingGuide.heading}
        </SectionHeading>
        {/* Two columns from `md`, three from `lg`, each row one height; lead cards span two, so no row is short. */}
        <dl className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {techniqueIds.map((id, index) => (
            <div key={id} className={`${cardClasses} ${cardSpanClasses(index, spans)}`}>
              <dt className="font-semibold text-navy-900">{techniqueCopy[id].name}</dt>
              <dd className="mt-2 text-sm text-slate-600">{techniqueCopy[id].text}</dd>
              {/* On the card's foot, so the examples of a row line up. */}
              <dd className="mt-auto pt-4 font-mono text-sm text-navy-900">
                <span className="sr-only">For example: </span>
                {techniqueCopy[id].example}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand id="lookalike-cta-heading" copy={lookalikeCta} />
      <JsonLd
        builder={SoftwareApplicationJsonLd}
        type="WebApplication"
        name={`${site.name} ${lookalikePage.title.toLowerCase()}`}
        description={lookalikePage.description}
        url={`${site.url}${LOOKALIKE_PATH}`}
        image={`${site.url}${ogImagePath(LOOKALIKE_PATH)}`}
        applicationCategory="SecurityApplication"
        operatingSystem="Any (runs in a web browser)"
        offers={{ price: 0, priceCurrency: 'GBP' }}
        publisher={{ '@type': 'Organization', name: site.name, url: site.url }}
      />
    </>
  )
}
