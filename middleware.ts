import { NextResponse, type NextRequest } from 'next/server'
import { redirectTable } from '@/content/redirects'
import { redirectTarget } from '#lib/redirect'
import { isApiPath, isDecodable, isEditorPath, isFilePath } from '#lib/url'
import { pageHeaderPolicy, scriptPolicyApplies } from '#lib/csp'
import { securityHeaders } from '#lib/security-headers'
import { variantForCookies, variantPath } from '#lib/variant'

// One URL is either a visitor's page or a customer's, so browsers revalidate it (ETag) and shared caches keep nothing.
const PAGE_CACHE_CONTROL = 'private, no-cache'
const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'

// This is middleware.ts, not Next 16's proxy.ts: proxy.ts runs only on Node, and the site also runs as a Worker.
export function middleware(request: NextRequest) {
  // The content editor and its POST API exist under `next dev` only; in a build their paths are 404s.
  if (process.env.NODE_ENV === 'development' && isEditorPath(request.nextUrl.pathname)) return NextResponse.next()
  const refused = refusal(request)
  if (refused) return refused
  const moved = permanentRedirect(request)
  if (moved) return moved
  // Files (which reach here through the second matcher) and the API have no audience and no page policy.
  if (isFilePath(request.nextUrl.pathname) || isApiPath(request.nextUrl.pathname)) return NextResponse.next()
  const fragment = unsubscribeFragmentForm(request)
  if (fragment) return fragment
  const variant = variantForCookies(request.headers.get('cookie'))
  const url = request.nextUrl.clone()
  url.pathname = variantPath(variant, url.pathname)
  const response = NextResponse.rewrite(url)
  // Otherwise Next sends s-maxage=31536000 for a prerendered page and its flight, and a CDN would keep one audience's page.
  response.headers.set('Cache-Control', PAGE_CACHE_CONTROL)
  // This replaces next.config's baseline, whose script-src would refuse the inline scripts that the page's <meta>
  // policy allows by hash (lib/csp.ts).
  if (scriptPolicyApplies()) response.headers.set('Content-Security-Policy', pageHeaderPolicy)
  // The unsubscribe link carries an address and a token, so no request the page makes may pass them on.
  if (isUnsubscribePage(request)) response.headers.set('referrer-policy', 'no-referrer')
  return response
}

const isUnsubscribePage = (request: NextRequest) => request.nextUrl.pathname.replace(/\/+$/, '') === UNSUBSCRIBE_PAGE

/**
 * A link with the address and token in its query is sent to the fragment form, which no request carries:
 * Chromium's font requests send the full URL as Referer whatever the policy. Flight requests pass.
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

/**
 * A path with a trailing slash (next.config skips Next's own redirect, which the Worker sends without headers), or
 * an address a person might type for a page that lives elsewhere (content/redirects.ts): one 308, query kept.
 */
function permanentRedirect(request: NextRequest): NextResponse | undefined {
  const target = redirectTarget(request.nextUrl.pathname, redirectTable)
  if (!target) return undefined
  // A plain URL, because a clone of nextUrl would put the trailing slash back.
  return withSecurityHeaders(NextResponse.redirect(new URL(`${target}${request.nextUrl.search}`, request.url), 308))
}

/**
 * Nothing takes a POST: 405. An undecodable path (`/blog/%ff`): 400, where Next would answer 500
 * without the security headers (vercel/next.js#92527).
 */
function refusal(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return withSecurityHeaders(new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } }))
  if (!isDecodable(request.nextUrl.pathname))
    return withSecurityHeaders(new NextResponse('Bad request: the address is not valid.\n', { status: 400 }))
  return undefined
}

/** `next start` adds next.config's headers to the middleware's own answers; OpenNext on Cloudflare does not. */
function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const { key, value } of securityHeaders) response.headers.set(key, value)
  return response
}

export const config = {
  // Pages and the API, not assets or files with an extension; and any path with a percent sign, so that a
  // bad escape in a file's name is refused too.
  matcher: ['/((?!_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)', '/((?!_next/static/).*%.*)'],
}
