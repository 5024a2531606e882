import { CookieSettings } from '@/components/consent/cookie-settings'
import { PolicyPage } from '@/components/page/policy-page'
import { policies, type Policy } from '@/content/policies/index'
import { pageMetadata } from '#lib/seo'

function cookiePolicy(): Policy {
  const found = policies.find((entry) => entry.slug === 'cookie')
  if (!found) throw new Error('content/policies has no cookie policy, which /policies/cookie shows')
  return found
}

const policy = cookiePolicy()

export const metadata = pageMetadata({ ...policy, path: '/policies/cookie' })

/** The cookie policy, with the Cookie settings that let a visitor change their choice. */
export default function CookiePolicyPage() {
  return (
    <PolicyPage policy={policy} childSection={{ id: 'cookie-settings', text: 'Cookie settings' }}>
      <CookieSettings />
    </PolicyPage>
  )
}
