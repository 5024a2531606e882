import { security } from '@/content/security'
import { SECURITY_TXT_CACHE_CONTROL, securityTxt } from '@/lib/security-txt'
import { site } from '@/lib/site'

// Written for each request, so Expires always lies a lifetime ahead, however old the build; caches keep
// a copy a day at most (lib/security-txt.ts), so none can serve it expired.
export const dynamic = 'force-dynamic'

export function GET() {
  const text = securityTxt({ siteUrl: site.url, email: security.disclosure.email, now: new Date() })
  return new Response(text, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': SECURITY_TXT_CACHE_CONTROL },
  })
}
