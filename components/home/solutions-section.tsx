import Link from 'next/link'
import { LookalikeCallout } from '@/components/lookalike/lookalike-callout'
import { IconTile } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { homeSolutions } from '@/content/home'
import { surface } from '@/components/ui/card'
import { proseLinkClass } from '@/components/prose/mdx'

function SolutionsIntro() {
  const { text, service, after } = homeSolutions.intro
  return (
    <>
      {text}{' '}
      <Link href={service.href} className={proseLinkClass}>
        {service.name}
      </Link>{' '}
      {after}
    </>
  )
}

export function SolutionsSection() {
  return (
    <Section labelledBy="solutions-heading">
      <SectionHeading id="solutions-heading" subtitle={<SolutionsIntro />}>
        {homeSolutions.heading}
      </SectionHeading>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {homeSolutions.cards.map((card) => (
          <li
            key={card.href}
            className={`${surface('plain', 'p-5')} relative grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 transition-colors hover:border-accent-600 sm:block`}
          >
            <IconTile name={card.icon} />
            {/* The arrow has empty alternative text: the title alone names the link. */}
            <h3 className="text-lg font-semibold text-accent-700 arrow-after sm:mt-4">
              <Link
                href={card.href}
                className="inline-block text-navy-900 after:absolute after:inset-0 after:rounded-xl hover:underline"
              >
                {card.title}
              </Link>
            </h3>
            <p className="col-span-2 mt-3 text-wrap text-slate-600 sm:mt-2">{card.text}</p>
          </li>
        ))}
      </ul>
      <LookalikeCallout className="mt-6" />
    </Section>
  )
}
