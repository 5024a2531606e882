import { PageIntro } from '@/components/page-intro'
import { RichText } from '@/components/rich-text'
import { Section } from '@/components/ui/section'
import type { PageCopy } from '@/content/pages'
import type { RichText as RichTextBlocks } from '@/content/schema'

/** A company page (about, careers, support): the intro, the copy, and the page's own links. */
export function CompanyPage({ copy, body, aside }: { copy: PageCopy; body: RichTextBlocks; aside?: React.ReactNode }) {
  return (
    <>
      <PageIntro copy={copy} />
      <Section spacing="md" className="grid gap-12 lg:grid-cols-[1fr_18rem]">
        <article className="max-w-3xl">
          <RichText blocks={body} />
        </article>
        {aside && <aside className="space-y-3 lg:pt-2">{aside}</aside>}
      </Section>
    </>
  )
}
