import { NextResponse, type NextRequest } from 'next/server'
import { isLocalHost } from '@/lib/consent'
import { contentSecurityPolicy, parseCspManifest, scriptHashesFor } from '@/lib/csp'
import { CSP_MANIFEST } from '@/lib/csp-manifest.mjs'
import { site } from '@/lib/site'
import { JWT_COOKIE, variantFor, variantPath } from '@/lib/variant'

// The inline-script hashes of every page, written into the built bundle by `npm run build`; null when
// that step did not run, and then no inline script is allowed (fail closed).
const cspManifest = parseCspManifest(CSP_MANIFEST)

// Kept as middleware.ts, not Next 16's proxy.ts: the site is edge-hosted and proxy.ts runs on Node only.
export function middleware(request: NextRequest) {
  const variant = variantFor(request.cookies.get(JWT_COOKIE)?.value)
  const url = request.nextUrl.clone()
  url.pathname = variantPath(variant, url.pathname)
  const response = NextResponse.rewrite(url)
  // next dev runs inline and eval'd scripts; every other build gets the policy, with or without hashes.
  if (process.env.NODE_ENV !== 'development') {
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        scriptHashes: cspManifest ? scriptHashesFor(cspManifest, variant, request.nextUrl.pathname) : [],
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
