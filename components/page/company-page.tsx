import { Prose } from '#components/prose/mdx.tsx'
import { PageIntro, pageTitleId } from '#components/page/page-intro.tsx'
import { SideRail } from '#components/page/side-rail.tsx'
import { TableOfContents } from '#components/page/table-of-contents.tsx'
import { Section } from '#components/ui/section.tsx'
import type { CtaCopy, PageCopy } from '#content/pages.ts'

type Props = {
  copy: PageCopy
  /** The copy (content/company/*.mdx), whose sections are listed beside it. */
  body: { code: string; outline: { id: string; text: string; level: number }[] }
  /** The page's own next steps, as buttons in its intro. */
  actions?: React.ReactNode
  /** Under the sections' list: the page's facts. */
  facts?: React.ReactNode
  /** The reader's next step, under the panels in the rail. */
  next: CtaCopy
}

/**
 * A company page (about, careers, support): the intro with the page's own actions, then the copy in a reading
 * column. Beside it from `lg`, the sections, the facts and the next step stay in view together as it is read; on a
 * phone the facts come first, where a buyer looks for them.
 */
export function CompanyPage({ copy, body, actions, facts, next }: Props) {
  return (
    <>
      <PageIntro copy={copy}>
        {/* On a phone the actions stack at full width, so two never share a row that a third wraps under. */}
        {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
      </PageIntro>
      <Section spacing="md" className="grid gap-10 lg:grid-cols-[minmax(0,48rem)_18rem] lg:justify-between">
        <SideRail next={next} className={`lg:col-start-2 lg:row-start-1 ${facts ? '' : 'max-lg:hidden'}`}>
          {/* On a phone the list is short enough to skip: the facts, then the story, follow the intro. */}
          <TableOfContents
            id="contents-heading"
            heading="On this page"
            sections={body.outline.filter(({ level }) => level === 2)}
            className="max-lg:hidden"
          />
          {facts}
        </SideRail>
        <article aria-labelledby={pageTitleId} className="lg:col-start-1 lg:row-start-1">
          <Prose code={body.code} />
        </article>
      </Section>
    </>
  )
}
