import { HeroBand } from '@/components/ui/hero-band'
import { SectionHeading } from '@/components/ui/section-heading'
import type { PageCopy } from '@/content/pages'

export const pageTitleId = 'page-title'

type Props = {
  copy: Pick<PageCopy, 'heading' | 'summary'>
  aside?: React.ReactNode
  children?: React.ReactNode
}

/** Without an aside the band is compact: a tall one would leave its right half empty. */
export function PageIntro({ copy, aside, children }: Props) {
  const heading = (
    <SectionHeading id={pageTitleId} level={1} tone="dark" subtitle={copy.summary}>
      {copy.heading}
    </SectionHeading>
  )
  return (
    <HeroBand className={aside ? 'py-14 sm:py-20' : 'py-10 sm:py-12'}>
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
