import { HeroBand } from '@/components/ui/hero-band'
import { SectionHeading } from '@/components/ui/section-heading'
import type { PageCopy } from '@/content/pages'

/** The id of a content page's title, for the page's article to be named by it. */
export const pageTitleId = 'page-title'

/** The heading block at the top of a content page, in the site's dark hero band; `children` sit on it too. */
export function PageIntro({ copy, children }: { copy: Pick<PageCopy, 'heading' | 'summary'>; children?: React.ReactNode }) {
  return (
    <HeroBand className="py-14 sm:py-20">
      <SectionHeading id={pageTitleId} level={1} tone="dark" subtitle={copy.summary}>
        {copy.heading}
      </SectionHeading>
      {children}
    </HeroBand>
  )
}
