import { CookieSettings } from '@/components/consent/cookie-settings'
import { PageIntro } from '@/components/page-intro'
import { policies } from '@/content/policies'
import { entryFor, slugParams } from '@/lib/registry'
import { pageMetadata } from '@/lib/seo'

export const dynamicParams = false

export function generateStaticParams() {
  return slugParams(policies)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/policies/[slug]'>) {
  const entry = await entryFor(policies, params)
  return pageMetadata({ ...entry, path: `/policies/${entry.slug}` })
}

export default async function PolicyPage({ params }: PageProps<'/[variant]/policies/[slug]'>) {
  const policy = await entryFor(policies, params)
  return (
    <>
      <PageIntro copy={policy} />
      {policy.slug === 'cookie' && (
        <div className="mx-auto max-w-5xl px-6 pb-16">
          <CookieSettings />
        </div>
      )}
    </>
  )
}
