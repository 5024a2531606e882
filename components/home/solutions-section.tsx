import Link from 'next/link'
import { LookalikeCallout } from '@/components/lookalike/lookalike-callout'
import { ProductView } from '@/components/product/product-view'
import { IconTile } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeSolutions } from '@/content/home'
import { websiteMonitoring } from '@/content/solutions/website-monitoring'

/** The four services as cards, beside the product (SPEC: cards and an illustration): a monitoring alert; then the free checker. */
export function SolutionsSection() {
  return (
    <Section labelledBy="solutions-heading">
      <SectionHeading id="solutions-heading" subtitle={homeSolutions.intro}>
        {homeSolutions.heading}
      </SectionHeading>
      {/* The view starts level with the cards, not centred on the heading and cards together. */}
      <div className="mt-10 grid items-start gap-12 lg:grid-cols-[1fr_24rem]">
        <div>
          <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            {homeSolutions.cards.map((card) => (
              <li key={card.href} className="flex flex-col rounded-xl border border-navy-100 p-6">
                <IconTile name={card.icon} />
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{card.title}</h3>
                <p className="mt-2 text-slate-600">{card.text}</p>
                <Link href={card.href} className="mt-auto inline-block pt-4 font-semibold text-accent-700 hover:underline">
                  Learn more<span className="sr-only"> about {card.title}</span> →
                </Link>
              </li>
            ))}
          </ul>
          <LookalikeCallout className="mt-6" />
        </div>
        <ProductView view={websiteMonitoring.image} label={websiteMonitoring.imageAlt} className="hidden lg:block" />
      </div>
    </Section>
  )
}
