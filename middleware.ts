import { NextResponse, type NextRequest } from 'next/server'
import { isLocalHost } from '@/lib/consent'
import { contentSecurityPolicy, parseCspManifest, scriptHashesFor } from '@/lib/csp'
import { site } from '@/lib/site'
import { JWT_COOKIE, variantFor, variantPath } from '@/lib/variant'

// Inlined at build time by scripts/build.mjs (second pass): the inline-script hashes of every page.
const cspManifest = parseCspManifest(process.env.CSP_HASHES)

// Kept as middleware.ts, not Next 16's proxy.ts: the site is edge-hosted and proxy.ts runs on Node only.
export function middleware(request: NextRequest) {
  const variant = variantFor(request.cookies.get(JWT_COOKIE)?.value)
  const url = request.nextUrl.clone()
  url.pathname = variantPath(variant, url.pathname)
  const response = NextResponse.rewrite(url)
  // Development (next dev) needs inline and eval'd scripts; production always has the manifest.
  if (cspManifest) {
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        scriptHashes: scriptHashesFor(cspManifest, variant, request.nextUrl.pathname),
        apiUrl: site.apiUrl,
        statuspageUrl: site.statuspageUrl,
        sentryDsn: site.sentryDsn,
        upgradeInsecureRequests: !isLocalHost(request.nextUrl.hostname),
      }),
    )
  }
  return response
}

export const config = {
  // Pages only: not Next's assets, not files with an extension (images, sitemap.xml, robots.txt, feeds).
  matcher: ['/((?!_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
}
