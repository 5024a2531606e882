import { cardSurface } from '@/components/ui/card'
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
            className={`${cardSurface} grid h-full grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 sm:gap-x-6 ${grid.item(index)}`}
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
              className="row-span-2 size-14 self-center rounded-full bg-navy-100 object-cover sm:row-span-4 sm:size-24 sm:self-start"
            />
            <h3 className="self-end text-lg font-semibold text-navy-900 sm:self-auto">{person.name}</h3>
            <p className="self-start font-medium text-accent-800 sm:self-auto">{person.role}</p>
            <p className="col-span-2 mt-3 text-slate-600 sm:col-span-1">{person.bio}</p>
            {person.profile && (
              <NewTabLink
                href={person.profile}
                detail={`of ${person.name}`}
                className="col-span-2 mt-4 inline-flex min-h-6 items-center self-start justify-self-start font-semibold text-accent-700 new-tab-after hover:underline sm:col-span-1"
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
