import { proseHeading } from '@/components/prose/mdx'
import { cardSurface } from '@/components/ui/card'
import { leadership, proofCopy } from '@/content/proof'
import { NewTabLink } from '@/components/ui/new-tab-link'

export const leadershipHeadingId = 'leadership-heading'

/** A section of About's text, after the copy: its heading a peer of the copy's, one person a row in its column. */
export function Leadership() {
  if (!leadership.length) return null
  return (
    <section aria-labelledby={leadershipHeadingId} className="mt-4 sm:mt-5">
      <h2 id={leadershipHeadingId} className={proseHeading}>
        {proofCopy.leadershipHeading}
      </h2>
      <p className="mt-4 text-base leading-7 text-slate-700 sm:mt-5 sm:text-lg sm:leading-8">{proofCopy.leadershipIntro}</p>
      <ul className="mt-6 space-y-4">
        {leadership.map((person) => (
          <li key={person.slug} className={`${cardSurface} grid grid-cols-[auto_minmax(0,1fr)] content-start gap-x-4 sm:gap-x-6`}>
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
    </section>
  )
}
