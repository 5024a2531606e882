import { HeroBand } from '#components/ui/hero-band.tsx'
import { SectionHeading } from '#components/ui/section-heading.tsx'
import type { PageCopy } from '#content/pages.ts'

/** The id of a content page's title, for the page's article to be named by it. */
export const pageTitleId = 'page-title'

type Props = {
  copy: Pick<PageCopy, 'heading' | 'summary'>
  /** What the page leads with, beside the heading from `lg` (under it on a phone). */
  aside?: React.ReactNode
  /** A shorter band, where what the page is for starts right under it (the price table). */
  compact?: boolean
  children?: React.ReactNode
}

/** The heading block at the top of a content page, in the site's dark hero band; `children` sit on it too. */
export function PageIntro({ copy, aside, compact = false, children }: Props) {
  const heading = (
    <SectionHeading id={pageTitleId} level={1} tone="dark" subtitle={copy.summary}>
      {copy.heading}
    </SectionHeading>
  )
  return (
    <HeroBand className={compact ? 'py-10 sm:py-12' : 'py-14 sm:py-20'}>
      {aside ? (
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_30rem] lg:items-center lg:gap-16">
          <div>
            {heading}
            {children}
          </div>
          {aside}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </HeroBand>
  )
}
