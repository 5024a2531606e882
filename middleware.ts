import { NextResponse, type NextRequest } from 'next/server'
import { redirectTable } from '@/content/redirects'
import { redirectTarget } from '@/lib/redirect'
import { isApiPath, isDecodable, isEditorPath, isFilePath } from '@/lib/url'
import { pageHeaderPolicy } from '@/lib/csp-directives'
import { securityHeaders } from '@/lib/security-headers'
import { variantForCookies, variantPath } from '@/lib/variant'

/** What every page and flight response says to caches: browsers revalidate (ETag), shared caches keep nothing. */
const PAGE_CACHE_CONTROL = 'private, no-cache'
const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'

// Kept as middleware.ts, not Next 16's proxy.ts: the site is edge-hosted and proxy.ts runs on Node only.
export function middleware(request: NextRequest) {
  // The content editor (Keystatic) exists under `next dev` only; its page and API (which takes POSTs)
  // are left as they are there. In a build they are paths like any other: the 404 page.
  if (process.env.NODE_ENV === 'development' && isEditorPath(request.nextUrl.pathname)) return NextResponse.next()
  const refused = refusal(request)
  if (refused) return refused
  // A file reached through the second matcher (its name has an escape), or the API: served as it is,
  // with next.config.mjs's headers; no audience, no page policy.
  if (isFilePath(request.nextUrl.pathname) || isApiPath(request.nextUrl.pathname)) return NextResponse.next()
  const moved = unsubscribeFragmentForm(request) ?? permanentRedirect(request)
  if (moved) return moved
  const variant = variantForCookies(request.headers.get('cookie'))
  const url = request.nextUrl.clone()
  url.pathname = variantPath(variant, url.pathname)
  const response = NextResponse.rewrite(url)
  // The same URL is one page to a visitor and another to a customer, and its RSC flight too: no shared
  // cache may keep it (Next would send s-maxage=31536000). Our own edges key on the audience instead.
  response.headers.set('Cache-Control', PAGE_CACHE_CONTROL)
  // The page's own policy is a <meta> in its HTML (lib/csp.ts); this header replaces next.config's baseline, whose
  // script-src would refuse the page's inline scripts. next dev runs inline and eval'd scripts: no policy.
  if (process.env.NODE_ENV !== 'development') response.headers.set('Content-Security-Policy', pageHeaderPolicy)
  // The page's own requests for its scripts and styles name no page in their Referer (access logs keep those).
  if (isUnsubscribePage(request)) response.headers.set('referrer-policy', 'no-referrer')
  return response
}

const isUnsubscribePage = (request: NextRequest) => request.nextUrl.pathname.replace(/\/+$/, '') === UNSUBSCRIBE_PAGE

/**
 * Links sent before the fragment form carry the address and token in the query: the page is asked for
 * again with them in the fragment, which no request carries. Referrer-Policy alone is not enough:
 * Chromium sends the request for a font named by an inline stylesheet with the page's full URL as its
 * Referer, whatever the policy. The page reads either form. The redirect is never cached, and a
 * client-side navigation's flight request is left alone.
 */
function unsubscribeFragmentForm(request: NextRequest): NextResponse | undefined {
  const { searchParams, search } = request.nextUrl
  if (!isUnsubscribePage(request) || !(searchParams.has('email') || searchParams.has('token'))) return undefined
  if (request.headers.has('rsc') || searchParams.has('_rsc')) return undefined
  const response = withSecurityHeaders(NextResponse.redirect(new URL(`${UNSUBSCRIBE_PAGE}#${search.slice(1)}`, request.url), 303))
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('referrer-policy', 'no-referrer')
  return response
}

/** An address a person might type for a page that lives elsewhere (content/redirects.ts), query kept. */
function permanentRedirect(request: NextRequest): NextResponse | undefined {
  const target = redirectTarget(request.nextUrl.pathname, redirectTable)
  if (!target) return undefined
  const url = request.nextUrl.clone()
  url.pathname = target
  return withSecurityHeaders(NextResponse.redirect(url, 308))
}

/**
 * Requests no page can answer, refused before Next routes them: a method other than GET or HEAD
 * (nothing here takes a POST) gets 405, and a path that is not valid percent-encoding (`/blog/%ff`)
 * gets 400, where Next itself would answer 500 without the security headers (vercel/next.js#92527).
 */
function refusal(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return withSecurityHeaders(new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } }))
  if (!isDecodable(request.nextUrl.pathname))
    return withSecurityHeaders(new NextResponse('Bad request: the address is not valid.\n', { status: 400 }))
  return undefined
}

/**
 * An answer of the middleware's own carries the security headers itself: `next start` adds
 * next.config's to it, but a host need not (the OpenNext adapter for Cloudflare does not).
 */
function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const { key, value } of securityHeaders) response.headers.set(key, value)
  return response
}

export const config = {
  // Pages and the API (not Next's assets, not files with an extension: images, sitemap.xml, robots.txt,
  // feeds), and any path with a percent sign, so that a bad escape in a file's name is refused too.
  matcher: ['/((?!_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)', '/((?!_next/static/).*%.*)'],
}
