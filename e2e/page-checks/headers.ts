import { type APIResponse, expect, type Response } from '@playwright/test'
import { parse } from 'parse5'
import { baselinePolicy } from '#lib/csp'
import { attribute, elements, isPolicy } from '#scripts/lib/html'
import { parseEnv } from '#lib/env'
import { liveSite, testSentryDsn } from '#test/env'
import { inlineScriptHashes } from '#scripts/lib/page-policy'

export const staticHeaders = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

export async function readHeaders(response: Response | APIResponse) {
  const all = await response.headersArray()
  const headers: Record<string, string> = {}
  for (const { name, value } of all) {
    const key = name.toLowerCase()
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value
  }
  const policies = all.filter(({ name }) => name.toLowerCase() === 'content-security-policy').map(({ value }) => value)
  return { headers, policies }
}

/** The security headers once, no X-Powered-By; a page has the middleware's header policy in place of the baseline. */
export function expectSecurityHeaders(
  { headers, policies }: Awaited<ReturnType<typeof readHeaders>>,
  expected: Record<string, string> = staticHeaders,
  policy = baselinePolicy,
) {
  expect(headers).toMatchObject(expected)
  // One policy: a second header, or a second policy after a comma, would be enforced as well.
  expect(policies).toEqual([policy])
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  expect(headers['x-powered-by']).toBeUndefined()
}

/** The origins a page may connect to, as this environment configures the site (the build's defaults unless set). */
const env = parseEnv(process.env)
const connectSrc = `connect-src 'self' ${new URL(env.NEXT_PUBLIC_API_URL).origin} ${new URL(env.NEXT_PUBLIC_STATUSPAGE_URL).origin}`

export function metaPolicies(html: string) {
  const all = [...elements(parse(html))]
  const head = all.filter((element) => element.parentNode?.nodeName === 'head')
  const first = head[0] && attribute(head[0], 'charset') !== undefined ? head[1] : head[0]
  return {
    policies: all.filter(isPolicy).map((meta) => attribute(meta, 'content') ?? ''),
    first: Boolean(first && isPolicy(first)),
  }
}

/** A page's <meta> policy, first in <head>: exactly its own inline scripts' hashes, never 'unsafe-inline'. */
export function expectPagePolicy(html: string) {
  const { policies, first } = metaPolicies(html)
  expect(policies).toHaveLength(1)
  expect(first).toBe(true)
  const directives = policies[0]!.split('; ')
  for (const required of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
    expect(directives).toContain(required)
  }
  const scriptSrc = directives.find((directive) => directive.startsWith('script-src '))!
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/)
  expect(scriptSrc.split(' ').slice(2).sort()).toEqual(inlineScriptHashes(html))
  const connect = directives.find((directive) => directive.startsWith('connect-src'))
  // Against a live site also its Sentry ingest host, which this suite does not know.
  if (liveSite) expect(connect).toMatch(new RegExp(`^${connectSrc}( https?://[^\\s/]+)?$`))
  else expect(connect).toBe(`${connectSrc} ${new URL(testSentryDsn).origin}`)
  // The configured site is https, even when the suite runs it on localhost.
  expect(directives).toContain('upgrade-insecure-requests')
  // A browser ignores frame-ancestors in a <meta>: the header says it (expectSecurityHeaders).
  expect(directives.filter((directive) => directive.startsWith('frame-ancestors'))).toEqual([])
}
