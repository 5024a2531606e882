import { CookieSettings } from '@/components/consent/cookie-settings'
import { PageIntro } from '@/components/page-intro'
import { RichText } from '@/components/rich-text'
import { policies } from '@/content/policies'
import { formatDate } from '@/lib/format'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(policies)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/policies/[slug]'>) {
  const policy = await entryFor(policies, params)
  return pageMetadata({ ...policy, path: `/policies/${policy.slug}` })
}

export default async function PolicyPage({ params }: PageProps<'/[variant]/policies/[slug]'>) {
  const policy = await entryFor(policies, params)
  return (
    <>
      <PageIntro copy={{ heading: policy.title, summary: policy.summary }}>
        <p className="mt-4 text-sm text-slate-600">
          Last updated <time dateTime={policy.lastUpdated}>{formatDate(policy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <article className="mx-auto max-w-3xl px-6 py-16">
        <RichText blocks={policy.body} />
        {policy.slug === 'cookie' && <CookieSettings />}
      </article>
    </>
  )
}
