import { cardClasses } from '@/components/ui/card'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { leadership, proofCopy } from '@/content/proof'
import { balancedGrid } from '@/components/ui/card-grid'
import { NewTabLink } from '@/components/ui/new-tab-link'

export const leadershipHeadingId = 'leadership-heading'

export function Leadership() {
  if (!leadership.length) return null
  const grid = balancedGrid(leadership.length)
  return (
    <Section labelledBy={leadershipHeadingId} spacing="md">
      <SectionHeading id={leadershipHeadingId} subtitle={proofCopy.leadershipIntro}>
        {proofCopy.leadershipHeading}
      </SectionHeading>
      <ul className={`mt-10 gap-6 ${grid.list}`}>
        {leadership.map((person, index) => (
          <li
            key={person.slug}
            className={`${cardClasses} sm:grid sm:grid-cols-[auto_minmax(0,1fr)] sm:content-start sm:gap-x-6 ${grid.item(index)}`}
          >
            {/* A plain <img>, like SvgImage: the image optimiser is off (next.config.mjs), so next/image would add only its client script. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
            <img
              src={person.photo}
              alt={person.name}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-24 rounded-full bg-navy-100 object-cover sm:row-span-4"
            />
            <h3 className="mt-5 text-lg font-semibold text-navy-900 sm:mt-0">{person.name}</h3>
            <p className="font-medium text-accent-800">{person.role}</p>
            <p className="mt-3 flex-1 text-slate-600">{person.bio}</p>
            {person.profile && (
              <NewTabLink
                href={person.profile}
                detail={`of ${person.name}`}
                className="mt-4 inline-flex min-h-6 items-center self-start justify-self-start font-semibold text-accent-700 new-tab-after hover:underline"
              >
                Profile
              </NewTabLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
