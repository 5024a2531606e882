import { SoftwareApplicationJsonLd } from 'next-seo'
import { JsonLd } from '@/components/seo/json-ld'
import { CtaBand } from '@/components/ui/cta-band'
import { Icon } from '@/components/ui/icon'
import { LookalikeChecker } from '@/components/lookalike/lookalike-checker'
import { PageIntro } from '@/components/page/page-intro'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { LOOKALIKE_PATH, lookalikeCta, lookalikePage, readingGuide, techniqueCopy } from '@/content/tools/lookalike-domains'
import { techniqueIds } from '#lib/lookalike/techniques'
import { ogImagePath, pageMetadata } from '#lib/seo'
import { site } from '#lib/site'
import { surface } from '@/components/ui/card'

export const metadata = pageMetadata({ ...lookalikePage, path: LOOKALIKE_PATH })

/** The free checker: what it does and the privacy promise, the tool (a client island), how to read it, what next. */
export default function LookalikeDomainsPage() {
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
        {/* A glossary on one panel, a row per technique, so no card stands half empty and a phone needs no 13 cards:
            on a phone the name and its example on one line above what it does; from `md` the name and example in a
            column beside the words; from `lg` three columns, every example on one edge. */}
        <dl className={`${surface('white')} mt-8 divide-y divide-navy-100 sm:mt-10`}>
          {techniqueIds.map((id) => (
            <div
              key={id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-1 px-4 py-3 [grid-template-areas:'name_example'_'text_text'] sm:px-6 md:grid-cols-[13rem_minmax(0,1fr)] md:grid-rows-[auto_1fr] md:items-start md:gap-x-8 md:py-4 md:[grid-template-areas:'name_text'_'example_text'] lg:grid-cols-[13rem_12rem_minmax(0,1fr)] lg:grid-rows-none lg:items-baseline lg:[grid-template-areas:'name_example_text']"
            >
              <dt className="font-semibold text-navy-900 [grid-area:name]">{techniqueCopy[id].name}</dt>
              <dd className="font-mono text-sm text-navy-900 [grid-area:example]">
                <span className="sr-only">For example: </span>
                {techniqueCopy[id].example}
              </dd>
              <dd className="text-sm text-wrap text-slate-600 [grid-area:text] md:text-base">{techniqueCopy[id].text}</dd>
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
