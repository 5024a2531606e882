import Link from 'next/link'
import { contentGrid } from '@/components/ui/content-grid'
import { CtaBand } from '@/components/cta-band'
import { buttonClasses } from '@/components/ui/button'
import { CheckList } from '@/components/ui/check-list'
import { IconTile } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { Steps } from '@/components/ui/steps'
import { SvgImage } from '@/components/ui/svg-image'
import { demoCta } from '@/content/pages'
import { relatedGroups } from '@/content/related'
import type { SolutionPage as SolutionContent } from '@/content/schema'
import { cardSpanClasses, leadSpans } from '@/lib/card-grid'

/** Related links: full rows at every width for the counts the registries give (3, 4 or 5 links). */
const linkColumns = (count: number) =>
  count % 2 === 0 ? 'sm:grid-cols-2 lg:grid-cols-4' : count === 3 ? 'sm:grid-cols-3' : 'lg:grid-cols-5'

/**
 * The solution-page template (SPEC section 2); industry pages use it too. The arc: what it is → the
 * problem → what we do (cards) → how it works → what you get → where to go next → a closing band.
 */
export function SolutionPage({ content }: { content: SolutionContent }) {
  const { problem, steps, deliverables } = content
  const spans = leadSpans(content.cards.length)
  return (
    <>
      <section className="bg-navy-50">
        <div className={`${contentGrid} grid grid-cols-1 items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:py-20`}>
          <div>
            <SectionHeading level={1}>{content.title}</SectionHeading>
            <p className="mt-5 text-lg text-slate-600">{content.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href="/book-demo" className={buttonClasses('primary', 'lg')}>
                Book a Demo
              </Link>
              <Link href="/pricing" className={buttonClasses('secondary', 'lg')}>
                See pricing
              </Link>
            </div>
          </div>
          <SvgImage
            src={content.image}
            alt={content.imageAlt}
            width={640}
            height={480}
            preload
            className="mx-auto h-auto w-full max-w-[560px]"
          />
        </div>
      </section>
      {problem && (
        <Section labelledBy="problem-heading" className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading id="problem-heading" subtitle={problem.text}>
            {problem.heading}
          </SectionHeading>
          <ul className="space-y-4 lg:pt-2">
            {problem.points.map((point) => (
              <li key={point} className="flex gap-4 rounded-xl border border-navy-100 bg-white p-5">
                <IconTile name="alert" tone="warning" />
                <span className="text-slate-700">{point}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section labelledBy="middle-heading" tone={problem ? 'muted' : 'plain'}>
        <SectionHeading id="middle-heading">{content.middleTitle}</SectionHeading>
        <p className="mt-3 text-xl font-semibold text-accent-800 underline decoration-accent-500 decoration-4 underline-offset-8">
          {content.middleSubtitle}
        </p>
        <p className="mt-6 max-w-3xl text-lg text-slate-600">{content.middleDescription}</p>
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card, index) => (
            <li key={card.title} className={`rounded-xl border border-navy-100 bg-white p-6 ${cardSpanClasses(index, spans)}`}>
              <IconTile name={card.icon} />
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      {steps && (
        <Section labelledBy="steps-heading">
          <SectionHeading id="steps-heading">{steps.heading}</SectionHeading>
          <Steps steps={steps.items} className="mt-12" />
        </Section>
      )}
      {deliverables && (
        <Section labelledBy="deliverables-heading" tone="muted" className="grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
          <SectionHeading id="deliverables-heading">{deliverables.heading}</SectionHeading>
          <CheckList items={deliverables.items} className="sm:grid sm:grid-cols-2 sm:gap-6 sm:space-y-0" />
        </Section>
      )}
      <RelatedSection page={content} />
      <CtaBand id="solution-cta-heading" copy={demoCta} />
    </>
  )
}

function RelatedSection({ page }: { page: SolutionContent }) {
  return (
    <Section labelledBy="related-heading" spacing="md" className="space-y-10">
      <h2 id="related-heading" className="sr-only">
        Related pages
      </h2>
      {relatedGroups(page).map((group) => (
        <nav key={group.heading} aria-label={group.heading}>
          <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{group.heading}</h3>
          <ul className={`mt-4 grid gap-4 ${linkColumns(group.links.length)}`}>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="group flex h-full flex-col rounded-xl border border-navy-100 p-5 transition-colors hover:border-accent-600 hover:bg-navy-50"
                >
                  <span className="font-semibold text-navy-900">{link.title}</span>
                  <span className="mt-1 text-sm text-slate-600">{link.text}</span>
                  <span aria-hidden="true" className="mt-auto pt-3 text-sm font-semibold text-accent-700">
                    Learn more →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </Section>
  )
}
