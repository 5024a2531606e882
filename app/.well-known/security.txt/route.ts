import { security } from '@/content/security'
import { securityTxt } from '@/lib/security-txt'
import { site } from '@/lib/site'

// Written when the site is built: Expires counts from the build (lib/security-txt.ts).
export const dynamic = 'force-static'

export function GET() {
  const text = securityTxt({ siteUrl: site.url, email: security.disclosure.email, now: new Date() })
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
