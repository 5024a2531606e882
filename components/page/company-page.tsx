import { Prose } from '@/components/prose/mdx'
import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { SideRail } from '@/components/page/side-rail'
import { TableOfContents } from '@/components/page/table-of-contents'
import { Section } from '@/components/ui/section'
import type { CtaCopy, PageCopy } from '@/content/pages'

/** A list this short shows only in the rail: above the text on a phone it would only delay it. */
const SHORT_OUTLINE = 3

type Props = {
  copy: PageCopy
  body: { code: string; outline: { id: string; text: string; level: number }[] }
  actions?: React.ReactNode
  facts?: React.ReactNode
  next: CtaCopy
  below?: { id: string; text: string }[]
  /** Sections the page adds to its text, after it. */
  children?: React.ReactNode
}

export function CompanyPage({ copy, body, actions, facts, next, below = [], children }: Props) {
  const sections = body.outline.filter(({ level }) => level === 2)
  return (
    <>
      <PageIntro copy={copy} aside={facts}>
        {actions && <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2">{actions}</div>}
      </PageIntro>
      <Section spacing="md" className="grid gap-10 lg:grid-cols-[minmax(0,42rem)_18rem] lg:justify-between">
        <SideRail next={next} className="lg:col-start-2 lg:row-start-1">
          <TableOfContents
            id="contents-heading"
            heading="On this page"
            sections={[...sections, ...below]}
            className={sections.length <= SHORT_OUTLINE ? 'max-lg:hidden' : ''}
          />
        </SideRail>
        <article aria-labelledby={pageTitleId} className="lg:col-start-1 lg:row-start-1">
          <Prose code={body.code} />
          {children}
        </article>
      </Section>
    </>
  )
}
