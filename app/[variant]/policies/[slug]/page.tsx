import { CookieSettings } from '@/components/consent/cookie-settings'
import { PageIntro } from '@/components/page-intro'
import { Section } from '@/components/ui/section'
import { Prose } from '@/components/mdx'
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
        <p className="mt-4 text-sm text-slate-400">
          Last updated <time dateTime={policy.lastUpdated}>{formatDate(policy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <Section spacing="md">
        <article className="max-w-3xl">
          <Prose code={policy.code} />
          {policy.slug === 'cookie' && <CookieSettings />}
        </article>
      </Section>
    </>
  )
}
