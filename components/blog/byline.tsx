import { proseLinkClass } from '@/components/prose/mdx'
import type { Byline as BylineOf } from '@/lib/proof'

/** Who wrote a post: a person (name linked to their profile, and role), or the team. */
export function Byline({ byline }: { byline: BylineOf }) {
  if (byline.kind === 'team') return <span>{byline.name}</span>
  return (
    <span>
      {byline.url ? (
        <a href={byline.url} target="_blank" rel="noopener noreferrer" className={proseLinkClass}>
          {byline.name}
          <span className="sr-only"> (profile, opens in a new tab)</span>
        </a>
      ) : (
        <span className="font-medium text-navy-900">{byline.name}</span>
      )}
      , {byline.role}
    </span>
  )
}
