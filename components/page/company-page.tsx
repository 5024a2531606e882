import { Prose } from '@/components/prose/mdx'
import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { Section } from '@/components/ui/section'
import type { PageCopy } from '@/content/pages'

/** A company page (about, careers, support): the intro, the copy, and the page's own links. */
export function CompanyPage({ copy, code, aside }: { copy: PageCopy; code: string; aside?: React.ReactNode }) {
  return (
    <>
      <PageIntro copy={copy} />
      <Section spacing="md" className="grid gap-12 lg:grid-cols-[minmax(0,48rem)_16rem] lg:justify-between">
        <article aria-labelledby={pageTitleId}>
          <Prose code={code} />
        </article>
        {aside && (
          <aside
            aria-label="Next steps"
            className="flex flex-col gap-3 self-start lg:sticky lg:top-[calc(var(--site-top)+1.5rem)]"
          >
            {aside}
          </aside>
        )}
      </Section>
    </>
  )
}
