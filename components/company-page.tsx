import { PageIntro } from '@/components/page-intro'
import { RichText } from '@/components/rich-text'
import type { PageCopy } from '@/content/pages'
import type { RichText as RichTextBlocks } from '@/content/schema'

/** A company page (about, careers, support): the intro, the copy, and the page's own links. */
export function CompanyPage({ copy, body, aside }: { copy: PageCopy; body: RichTextBlocks; aside?: React.ReactNode }) {
  return (
    <>
      <PageIntro copy={copy} />
      <div className="mx-auto grid max-w-6xl gap-12 px-6 py-16 lg:grid-cols-[1fr_18rem]">
        <article className="max-w-3xl">
          <RichText blocks={body} />
        </article>
        {aside && <aside className="space-y-3 lg:pt-2">{aside}</aside>}
      </div>
    </>
  )
}
