import { security } from '@/content/security'
import { SECURITY_TXT_CACHE_CONTROL, securityTxt } from '#lib/security-txt'
import { site } from '#lib/site'

// Per request, so Expires always lies a lifetime ahead however old the build; caches keep it a day at most.
export const dynamic = 'force-dynamic'

export function GET() {
  const text = securityTxt({ siteUrl: site.url, email: security.disclosure.email, now: new Date() })
  return new Response(text, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SECURITY_TXT_CACHE_CONTROL },
  })
}
