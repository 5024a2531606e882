import { PolicyPage } from '@/components/page/policy-page'
import { policies } from '@/content/policies/index'
import { entryFor, slugParams } from '#lib/registry'
import { pageMetadata } from '#lib/seo'

export const dynamicParams = false

// The cookie policy has its own route, so only that page loads the Cookie settings island.
const otherPolicies = policies.filter((policy) => policy.slug !== 'cookie')

export function generateStaticParams() {
  return slugParams(otherPolicies)
}

export async function generateMetadata({ params }: PageProps<'/[variant]/policies/[slug]'>) {
  const policy = await entryFor(otherPolicies, params)
  return pageMetadata({ ...policy, path: `/policies/${policy.slug}` })
}

export default async function Page({ params }: PageProps<'/[variant]/policies/[slug]'>) {
  return <PolicyPage policy={await entryFor(otherPolicies, params)} />
}
