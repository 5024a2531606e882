import Link from 'next/link'
import { buttonClasses } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import type { SolutionPage as SolutionContent } from '@/content/schema'
import { SvgImage } from '@/components/ui/svg-image'

/** The solution-page template (SPEC section 2); industry pages use it too. */
export function SolutionPage({ content }: { content: SolutionContent }) {
  return (
    <>
      <section className="bg-navy-50">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <SectionHeading level={1}>{content.title}</SectionHeading>
            <p className="mt-5 text-lg text-slate-600">{content.description}</p>
            <Link href="/book-demo" className={`${buttonClasses('primary', 'lg')} mt-8`}>
              Book a Demo
            </Link>
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
      <Section labelledBy="middle-heading">
        <SectionHeading id="middle-heading">{content.middleTitle}</SectionHeading>
        <p className="mt-3 text-xl font-semibold text-accent-800 underline decoration-accent-500 decoration-4 underline-offset-8">
          {content.middleSubtitle}
        </p>
        <p className="mt-6 max-w-3xl text-lg text-slate-600">{content.middleDescription}</p>
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-navy-100 p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-accent-300/30 text-accent-800">
                <Icon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-2 text-slate-600">{card.description}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
