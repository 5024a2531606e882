import { NextResponse, type NextRequest } from 'next/server'
import { JWT_COOKIE, variantFor, variantPath } from '@/lib/variant'

// Kept as middleware.ts, not Next 16's proxy.ts: the site is edge-hosted and proxy.ts runs on Node only.
export function middleware(request: NextRequest) {
  const variant = variantFor(request.cookies.get(JWT_COOKIE)?.value)
  const url = request.nextUrl.clone()
  url.pathname = variantPath(variant, url.pathname)
  return NextResponse.rewrite(url)
}

export const config = {
  // Pages only: not Next's assets, not files with an extension (images, sitemap.xml, robots.txt, feeds).
  matcher: ['/((?!_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
}
