import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { SideRail } from '@/components/page/side-rail'
import { TableOfContents } from '@/components/page/table-of-contents'
import { Section } from '@/components/ui/section'
import { Prose } from '@/components/prose/mdx'
import type { Policy } from '@/content/policies/index'
import { formatDate } from '#lib/format'

type Props = {
  policy: Policy
  children?: React.ReactNode
  childSection?: { id: string; text: string }
}

export function PolicyPage({ policy, children, childSection }: Props) {
  const sections = policy.outline.filter(({ level }) => level === 2)
  return (
    <>
      <PageIntro copy={{ heading: policy.title, summary: policy.summary }}>
        <p className="mt-4 text-sm text-slate-400">
          Last updated <time dateTime={policy.lastUpdated}>{formatDate(policy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <Section spacing="md" className="grid gap-10 lg:grid-cols-[minmax(0,48rem)_18rem] lg:justify-between">
        {/* Its sections first, as a post lists them: on a phone above the text, from `lg` in the rail beside it. */}
        <SideRail className="lg:col-start-2 lg:row-start-1">
          <TableOfContents
            id="contents-heading"
            heading="On this page"
            sections={childSection ? [...sections, childSection] : sections}
          />
        </SideRail>
        <article aria-labelledby={pageTitleId} className="lg:col-start-1 lg:row-start-1">
          <Prose code={policy.code} />
          {children}
        </article>
      </Section>
    </>
  )
}
