import { Prose } from '@/components/prose/mdx'
import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { Section } from '@/components/ui/section'
import type { PageCopy } from '@/content/pages'

type Props = {
  copy: PageCopy
  code: string
  /** The page's own next steps, as buttons in its intro. */
  actions?: React.ReactNode
  /** Before the copy, in its column: the page's facts. */
  facts?: React.ReactNode
}

/**
 * A company page (about, careers, support): the intro with the page's own actions, then the copy in one
 * reading column, its facts first. No side rail: beside copy this long, a rail stands empty for most of it.
 */
export function CompanyPage({ copy, code, actions, facts }: Props) {
  return (
    <>
      <PageIntro copy={copy}>{actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}</PageIntro>
      <Section spacing="md" width="reading" className="space-y-10">
        {facts}
        <article aria-labelledby={pageTitleId}>
          <Prose code={code} />
        </article>
      </Section>
    </>
  )
}
