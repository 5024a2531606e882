import { PageIntro, pageTitleId } from '@/components/page/page-intro'
import { Section } from '@/components/ui/section'
import { Prose } from '@/components/prose/mdx'
import type { Policy } from '@/content/policies'
import { formatDate } from '@/lib/format'

/** A policy: its intro with the date it was last updated, then its text; `children` follow the text. */
export function PolicyPage({ policy, children }: { policy: Policy; children?: React.ReactNode }) {
  return (
    <>
      <PageIntro copy={{ heading: policy.title, summary: policy.summary }}>
        <p className="mt-4 text-sm text-slate-400">
          Last updated <time dateTime={policy.lastUpdated}>{formatDate(policy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <Section spacing="md">
        <article aria-labelledby={pageTitleId} className="max-w-3xl">
          <Prose code={policy.code} />
          {children}
        </article>
      </Section>
    </>
  )
}
