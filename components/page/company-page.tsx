import { Prose } from '@/components/prose/mdx'
import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { SideRail } from '@/components/page/side-rail'
import { TableOfContents } from '@/components/page/table-of-contents'
import { Section } from '@/components/ui/section'
import type { CtaCopy, PageCopy } from '@/content/pages'

/** At most this many sections, a company page lists them only beside its text, not above it on a phone. */
const SHORT_OUTLINE = 3

type Props = {
  copy: PageCopy
  /** The copy (content/company/*.mdx), whose sections are listed beside it. */
  body: { code: string; outline: { id: string; text: string; level: number }[] }
  /** The page's own next steps, as buttons in its intro. */
  actions?: React.ReactNode
  /** The page's facts, beside the intro from `lg` (under it on a phone), where a buyer looks for them first. */
  facts?: React.ReactNode
  /** The reader's next step, under the panels in the rail. */
  next: CtaCopy
  /** The page's own sections after the copy (About's people and method), listed after the copy's. */
  below?: { id: string; text: string }[]
}

/**
 * A company page (about, careers, support): the intro with the page's own actions and facts (or a compact intro
 * without them), then the copy in a reading column; beside it from `lg`, the sections and the next step stay in view.
 */
export function CompanyPage({ copy, body, actions, facts, next, below = [] }: Props) {
  const sections = body.outline.filter(({ level }) => level === 2)
  return (
    <>
      <PageIntro copy={copy} aside={facts}>
        {/* One button, then any quieter actions as links beside it, or under it where the row is too narrow. */}
        {actions && <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2">{actions}</div>}
      </PageIntro>
      <Section spacing="md" className="grid gap-10 lg:grid-cols-[minmax(0,48rem)_18rem] lg:justify-between">
        {/* Its sections first, as a post and a policy list them: on a phone above the text (unless a few screens
            hold them all: a short list only delays the text), from `lg` in the rail. */}
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
        </article>
      </Section>
    </>
  )
}
