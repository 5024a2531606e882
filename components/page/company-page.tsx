import { Prose } from '@/components/prose/mdx'
import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { Section } from '@/components/ui/section'
import type { PageCopy } from '@/content/pages'

type Props = {
  copy: PageCopy
  code: string
  /** Beside the copy, and kept in view while it scrolls: the page's own links, or its facts. */
  aside?: React.ReactNode
  asideLabel?: string
}

/** A company page (about, careers, support): the intro, the copy, and beside it the page's own links or facts. */
export function CompanyPage({ copy, code, aside, asideLabel = 'Next steps' }: Props) {
  return (
    <>
      <PageIntro copy={copy} />
      <Section spacing="md" className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_20rem] lg:justify-between">
        <article aria-labelledby={pageTitleId}>
          <Prose code={code} />
        </article>
        {aside && (
          <aside
            aria-label={asideLabel}
            className="flex flex-col gap-3 self-start lg:sticky lg:top-[calc(var(--site-top)+1.5rem)]"
          >
            {aside}
          </aside>
        )}
      </Section>
    </>
  )
}
