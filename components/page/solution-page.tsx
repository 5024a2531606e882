import Link from 'next/link'
import { CtaBand } from '@/components/ui/cta-band'
import { LookalikeCallout } from '@/components/lookalike/lookalike-callout'
import { ProductView } from '@/components/product/product-view'
import { SolutionProof } from '@/components/proof/solution-proof'
import { buttonClasses, buttonRowClasses } from '@/components/ui/button'
import { HeroBand } from '@/components/ui/hero-band'
import { IconTile } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { demoCta, trialAssurance } from '@/content/pages'
import type { SolutionPage as SolutionContent } from '@/content/schema'
import { cardSpanClasses, leadSpans } from '@/components/ui/card-grid'
import { RelatedSection } from '@/components/page/related-section'
import { SignatureModule } from '@/components/signature/signature-module'
import { NewTabLink } from '@/components/ui/new-tab-link'
import { bookDemoLink, seePricingLink } from '@/content/links'
import { surface } from '@/components/ui/card'
import { proseLinkClass } from '@/components/prose/mdx'

export function SolutionPage({ content }: { content: SolutionContent }) {
  const { problem } = content
  const spans = leadSpans(content.cards.length)
  return (
    <>
      <HeroBand className="grid grid-cols-1 items-start gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-14">
        {/* From lg the text starts 7rem down, level with the middle of the view beside it (477-528 px with its caption),
            so no band of navy stands under it. Not centred: that would move it as the rest of its HTML arrives. */}
        <div className="lg:pt-28">
          <SectionHeading level={1} tone="dark">
            {content.title}
          </SectionHeading>
          <p className="mt-5 text-base text-slate-300 sm:text-lg sm:text-pretty">{content.description}</p>
          <div className={`mt-8 ${buttonRowClasses}`}>
            <Link href={bookDemoLink.href} className={buttonClasses('primary', 'lg')}>
              {bookDemoLink.label}
            </Link>
            <Link href={seePricingLink.href} className={buttonClasses('inverse-outline', 'lg')}>
              {seePricingLink.label}
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-400">{trialAssurance}</p>
        </div>
        <ProductView view={content.image} label={content.imageAlt} tone="dark" className="mx-auto w-full max-w-[560px]" brief />
      </HeroBand>
      {problem && (
        <Section labelledBy="problem-heading" spacing="md" className="grid gap-8 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="problem-heading" subtitle={problem.text}>
              {problem.heading}
            </SectionHeading>
            {problem.source && (
              <p className="mt-4 text-sm text-slate-600">
                Source:{' '}
                <NewTabLink href={problem.source.href} className={proseLinkClass}>
                  {problem.source.label}
                </NewTabLink>
              </p>
            )}
          </div>
          <ul className="divide-y divide-navy-100 border-y border-navy-100 lg:mt-2 lg:self-start">
            {problem.points.map((point) => (
              <li key={point.text} className="flex gap-4 py-3 sm:py-4">
                <IconTile name={point.icon} tone="quiet" />
                <span className="text-wrap text-slate-700">{point.text}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section labelledBy="middle-heading" tone="muted" spacing="md">
        {/* From lg the page's own module takes the right of the intro, which would otherwise stand empty. */}
        <div className="grid gap-6 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start lg:gap-12">
          <div>
            <SectionHeading id="middle-heading">{content.middleTitle}</SectionHeading>
            {/* The spec's underlined subtitle: navy words on a thin teal rule set well below them. A marker stroke behind
                the words read as a link in teal and as selected text in navy. */}
            <p className="mt-3 text-lg font-semibold text-navy-900 underline decoration-accent-500 decoration-2 underline-offset-[0.4em] sm:text-xl">
              {content.middleSubtitle}
            </p>
            <div className="mt-5 max-w-3xl space-y-3 text-base text-slate-600 sm:mt-6 sm:text-lg sm:text-pretty">
              {content.middleDescription.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <SignatureModule module={content.signature} />
        </div>
        {/* Below `md` a list of rows, as the problem's points are: six cards stacked would fill three phone screens. */}
        <ul className="mt-6 grid grid-cols-1 max-md:border-t max-md:border-navy-100 sm:mt-8 md:grid-cols-2 md:gap-4 lg:grid-cols-3">
          {content.cards.map((card, index) => (
            <li
              key={card.title}
              className={`${surface('white', 'p-5')} max-md:rounded-none max-md:border-x-0 max-md:border-t-0 max-md:bg-transparent max-md:px-0 md:row-span-2 md:grid md:grid-rows-subgrid md:gap-y-3 ${cardSpanClasses(index, spans)}`}
            >
              {/* Title and text on rows shared with the cards beside it: a two-line title moves no neighbour's text. */}
              <div className="flex items-center gap-3 self-start">
                <IconTile name={card.icon} />
                <h3 className="font-semibold text-navy-900">{card.title}</h3>
              </div>
              <p className="mt-3 text-[0.9375rem] text-wrap text-slate-600 sm:text-base md:mt-0">{card.description}</p>
            </li>
          ))}
        </ul>
        {content.tool === 'lookalike-domains' && <LookalikeCallout className="mt-6" />}
      </Section>
      {/* Proof once the argument is made (the problem, then what we do), before the way on. */}
      <SolutionProof path={content.canonicalUrl} />
      <RelatedSection page={content} />
      <CtaBand id="solution-cta-heading" copy={{ ...demoCta, ...content.closing }} />
    </>
  )
}
