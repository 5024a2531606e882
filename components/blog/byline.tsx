import { proseLinkClass } from '@/components/prose/mdx'
import type { Byline as BylineOf } from '#lib/proof'
import { NewTabLink } from '@/components/ui/new-tab-link'

export function Byline({ byline }: { byline: BylineOf }) {
  if (byline.kind === 'team') return <span>{byline.name}</span>
  return (
    <span>
      {byline.url ? (
        <NewTabLink href={byline.url} detail="profile" className={proseLinkClass}>
          {byline.name}
        </NewTabLink>
      ) : (
        <span className="font-medium text-navy-900">{byline.name}</span>
      )}
      , {byline.role}
    </span>
  )
}
