// deploy/nginx as it ships in front of Next; each case is a soft assertion, so a phase reports every case.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import https from 'node:https'
import { join } from 'node:path'
import { test as base, expect } from '@playwright/test'
import { cookieShapes } from '#test/audience-cookie-shapes.ts'
import { pageHeaderPolicy } from '#lib/csp-directives.ts'
import { securityHeaders } from '#lib/security-headers.ts'
import * as hardening from '#e2e/checks/proxy/hardening.ts'
import * as limits from '#e2e/checks/proxy/limits-and-logs.ts'
import { assembleConfig, nginxBinary, startNginx } from '#e2e/checks/proxy/nginx.ts'
import { skipUnlessCI } from '#e2e/checks/needs.ts'
import { startRelay } from '#e2e/checks/proxy/probes.ts'
import { header, rawRequest, type RawResponse } from '#e2e/checks/proxy/raw-request.ts'
import { policyOf } from '#scripts/lib/html.ts'
import { checkPorts } from '#test/env.ts'
import { quietEnv, repoRoot, siteIsBuilt, startNext } from '#test/servers.ts'
import { startStandInDoh } from '#test/stand-in-doh.ts'

type Nginx = limits.LimitsContext & {
  plain: string
  stopNext: () => Promise<void>
  directNext: (target: string, method?: string) => Promise<RawResponse>
}

/** One case of a phase: a soft assertion, so every case of the phase is reported. */
const record = (check: string, ok: boolean, result: string) => {
  test.info().annotations.push({ type: ok ? 'ok' : 'FAILED', description: `${check}: ${result}` })
  expect.soft(ok, `${check}: ${result}`).toBe(true)
}
const short = (text: string) => (text.length > 44 ? `${text.slice(0, 41)}…` : text)

const nginxBin = nginxBinary()
const test = base.extend<object, { nginx: Nginx }>({
  nginx: [
    async ({}, use) => {
      if (!siteIsBuilt()) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env: quietEnv })
      // The registered-lookalike API asks a stand-in resolver, which knows one lookalike of examplebank.co.uk.
      const doh = await startStandInDoh({ names: { 'examplebnak.co.uk': { ns: ['ns1.parking.example'] } } })
      const next = await startNext(checkPorts.next, { ...quietEnv, LOOKALIKE_DOH_URL: doh.url })
      const { http: httpPort, https: httpsPort, clientProbe: clientProbePort } = checkPorts
      // nginx reaches Next through a relay that shows how many connections it opens and what it sends.
      const relay = await startRelay(new URL(next.url).host)
      const config = assembleConfig({ repoRoot, upstream: relay.address, httpPort, httpsPort, clientProbePort })
      const stopNginx = startNginx(nginxBin!, config)
      const site = `https://127.0.0.1:${httpsPort}`
      // Every phase asks from an address of its own, so the per-client limit of one never reaches another.
      let clients = 1
      const nextClient = () => `127.0.0.${++clients}`
      const get = (target: string, options = {}) => rawRequest(site, target, { localAddress: nextClient(), ...options })
      for (let tries = 0; (await get('/robots.txt')).status !== 200; tries++) {
        if (tries > 50) throw new Error('nginx did not answer')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await use({
        port: httpsPort,
        get,
        record,
        nextClient,
        staticFile: readdirSync(join(repoRoot, '.next/static/chunks')).find((name) => name.endsWith('.js')) ?? '',
        relay,
        cookieShapes,
        site,
        plain: `http://127.0.0.1:${httpPort}`,
        accessLog: config.accessLog,
        cacheDir: join(config.dir, 'cache'),
        clientProbe: `http://127.0.0.1:${clientProbePort}/`,
        stopNext: next.stop,
        directNext: (target, method) =>
          rawRequest(next.url.replace('localhost', '127.0.0.1'), target, { method, headers: { host: new URL(next.url).host } }),
      })
      stopNginx()
      relay.close()
      next.stop()
      await doh.stop()
    },
    { scope: 'worker', timeout: 600_000 },
  ],
})

skipUnlessCI(!nginxBin && 'nginx is not installed (Debian: apt-get install -y nginx)')
// The phases share one nginx and one Next, in order: the last stops Next.
test.describe.configure({ mode: 'serial' })

/** Answers whose security headers the last phase checks, from the phases that got them. */
const answers: { label: string; response: RawResponse }[] = []

test('keep-alive to Next, while nothing else talks to it', async ({ nginx }) => {
  await hardening.upstreamKeepAlive(nginx)
})

test('the audience: every cookie shape, then a visitor and a customer, and the reverse', async ({ nginx }) => {
  // A crossing is any answer that is not the page its own cookie calls for.
  const audienceOf = (response: { body?: string }) => (response.body?.includes('>Dashboard<') ? 'customer' : 'visitor')
  for (const [index, [cookie, customer]] of cookieShapes.entries()) {
    const expected = customer ? 'customer' : 'visitor'
    const localAddress = nginx.nextClient()
    const ask = async (path: string, cookieHeader: string | undefined) =>
      audienceOf(await rawRequest(nginx.site, path, { localAddress, headers: cookieHeader ? { cookie: cookieHeader } : {} }))
    const first = `/pricing?shape=${index}a`
    const found = [await ask(first, cookie), await ask(first, undefined), await ask(first, 'jwt=t0ken')]
    const second = `/pricing?shape=${index}b`
    found.push(await ask(second, undefined), await ask(second, 'jwt=t0ken'), await ask(second, cookie))
    const wanted = [expected, 'visitor', 'customer', 'visitor', 'customer', expected]
    const crossed = found.filter((answer, i) => answer !== wanted[i]).length
    record(
      `Cookie: ${short(JSON.stringify(cookie))}`,
      crossed === 0,
      crossed ? `${crossed} of 6 answers crossed: ${found.join(', ')}` : `${expected} page, no crossing in 6`,
    )
  }
})

test('the proxy’s headers: page caching, immutable assets, the referrer policy, one CSP', async ({ nginx }) => {
  const { get } = nginx
  const page = await get('/pricing')
  const pageAgain = await get('/pricing')
  record(
    'GET /pricing: caching',
    header(page, 'cache-control') === 'private, no-cache' && header(pageAgain, 'x-cache-status') === 'HIT',
    `Cache-Control: ${header(page, 'cache-control')}; ${header(pageAgain, 'x-cache-status')} on repeat`,
  )
  const flight = await get('/pricing', { headers: { rsc: '1' } })
  const flightAgain = await get(header(flight, 'location') ?? '/pricing', { headers: { rsc: '1' } })
  record(
    'GET /pricing as an RSC request',
    flightAgain.status === 200 && header(flightAgain, 'cache-control') === 'private, no-cache',
    `${flightAgain.status}, Cache-Control: ${header(flightAgain, 'cache-control')}`,
  )
  const asset = await get(`/_next/static/chunks/${nginx.staticFile}`)
  record(
    'GET /_next/static/…',
    asset.status === 200 && header(asset, 'cache-control') === 'public, max-age=31536000, immutable',
    `${asset.status}, Cache-Control: ${header(asset, 'cache-control')}`,
  )
  // The unsubscribe page keeps no-referrer; a link with the address in its query goes, uncached, to the fragment form.
  const unsubscribe = await get('/newsletter/unsubscribe')
  const unsubscribeLink = await get('/newsletter/unsubscribe?email=a%40example.com&token=t')
  const elsewhere = header(page, 'referrer-policy')
  record(
    'Referrer-Policy: /newsletter/unsubscribe',
    unsubscribe.status === 200 &&
      header(unsubscribe, 'referrer-policy') === 'no-referrer' &&
      elsewhere === 'strict-origin-when-cross-origin',
    `${unsubscribe.status}, ${header(unsubscribe, 'referrer-policy')}; /pricing ${elsewhere}`,
  )
  record(
    'GET /newsletter/unsubscribe?email=… goes to the fragment form, uncached',
    unsubscribeLink.status === 303 &&
      header(unsubscribeLink, 'location') === '/newsletter/unsubscribe#email=a%40example.com&token=t' &&
      header(unsubscribeLink, 'cache-control') === 'no-store' &&
      header(unsubscribeLink, 'referrer-policy') === 'no-referrer',
    `${unsubscribeLink.status} to ${header(unsubscribeLink, 'location')}, Cache-Control: ${header(unsubscribeLink, 'cache-control')}, ${header(unsubscribeLink, 'referrer-policy')}`,
  )
  const cspCount = (response: RawResponse) => response.headers?.['content-security-policy']?.length ?? 0
  record(
    'GET /pricing keeps its own CSP (header and <meta> with hashes), fresh and cached',
    [page, pageAgain].every(
      (response) =>
        cspCount(response) === 1 &&
        header(response, 'content-security-policy') === pageHeaderPolicy &&
        /script-src 'self' 'sha256-/.test(policyOf(response.body) ?? ''),
    ),
    `${cspCount(page)} and ${cspCount(pageAgain)} policies: ${header(pageAgain, 'content-security-policy')}; hashes in the page: ${/sha256-/.test(policyOf(pageAgain.body) ?? '')}`,
  )
})

test('queries: more than 20 parameters refused, a 1.4 KB token answered, internal headers hidden', async ({ nginx }) => {
  const { get } = nginx
  const withParameters = (count: number) => `/contact?${Array.from({ length: count }, (_, i) => `p${i}=1`).join('&')}`
  const flood = `/contact?${'a&'.repeat(3_900)}`
  const floodViaProxy = await get(flood)
  const floodAlone = await nginx.directNext(flood)
  record(
    `GET /contact with 3,900 parameters (${(flood.length / 1024).toFixed(1)} KB)`,
    floodViaProxy.status === 414,
    `proxy ${floodViaProxy.status} in ${floodViaProxy.ms} ms; Next alone ${floodAlone.status} in ${floodAlone.ms} ms`,
  )
  const [twenty, twentyOne] = [await get(withParameters(20)), await get(withParameters(21))]
  record(
    'GET with 20 parameters, then 21',
    twenty.status === 200 && twentyOne.status === 414,
    `${twenty.status}, then ${twentyOne.status}`,
  )
  answers.push({ label: '21 parameters (nginx 414)', response: twentyOne })
  const token = 'x'.repeat(1_400)
  const longToken = await get(`/newsletter/unsubscribe?email=a%40b.co&token=${token}`)
  const internal = Object.keys(longToken.headers ?? {}).filter(
    (name) => /^x-(middleware|nextjs-(cache|matched-path|prerender))/.test(name) || name === 'x-powered-by',
  )
  record(
    'GET /newsletter/unsubscribe with a 1.4 KB token',
    longToken.status === 303 && header(longToken, 'location')?.endsWith(token) === true && internal.length === 0,
    `${longToken.status}; Next's internal headers: ${internal.join(', ') || 'none'}`,
  )
})

// Issue 34's findings, then issue 46's, each phase a function of the context.
const phases: [title: string, phase: (context: Nginx) => Promise<unknown>][] = [
  ['no cache poisoning by Next internal headers; no-store never cached', hardening.cachePoisoning],
  ['the audience over HTTP/2', hardening.audienceOverHttp2],
  [
    'connection limits and timeouts; TLS; unparsable request lines; the URL cap over HTTP/2',
    (context) =>
      Promise.all([
        hardening.connectionLimits(context),
        (async () => {
          await hardening.tlsSettings(context)
          await hardening.unparsedRequestLines(context)
          await hardening.queryCapOverHttp2(context)
        })(),
      ]),
  ],
  ['build assets cached once per path, immutable only when found', limits.staticCaching],
  ['build assets limited per client', limits.staticLimit],
  ['no query in the access log', limits.accessLogWithoutQueries],
  ['plain 413 and 501; Document-Policy left to Next', limits.plainErrorsAndDocumentPolicy],
  ['IPv6 clients counted by their /64', limits.ipv6ClientKey],
  ['the registered-lookalike API streamed through, limited per client', limits.lookalikeApi],
]
for (const [title, phase] of phases) test(title, async ({ nginx }) => void (await phase(nginx)))

test('requests per client: 300 at once from one address, then one from another', async ({ nginx }) => {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 20, localAddress: nginx.nextClient() })
  const burst = await Promise.all(Array.from({ length: 300 }, () => rawRequest(nginx.site, '/', { agent })))
  agent.destroy()
  const limited = burst.filter(({ status }) => status === 429).length
  const otherClient = await nginx.get('/')
  record(
    '300 requests at once from one client',
    limited > 0 && burst.filter(({ status }) => status === 200).length >= 100 && otherClient.status === 200,
    `${300 - limited} answered, ${limited} refused with 429; another client then ${otherClient.status}`,
  )
  answers.push({ label: 'over the rate (nginx 429)', response: burst.find(({ status }) => status === 429) ?? burst[0]! })
})

test('methods other than GET and HEAD refused', async ({ nginx }) => {
  const methodCases: [string, string][] = [
    ['PUT', `/_next/static/chunks/${nginx.staticFile}`],
    ['DELETE', '/logo.svg'],
    ['TRACE', '/'],
    ['POST', '/'],
    ['OPTIONS', '/pricing'],
  ]
  for (const [method, path] of methodCases) {
    const answer = await nginx.get(path, { method })
    answers.push({ label: `${method} ${short(path)}`, response: answer })
    const alone = await nginx.directNext(path, method)
    record(
      `${method} ${short(path)}`,
      answer.status === 405 && (method === 'TRACE' || header(answer, 'allow') === 'GET, HEAD'),
      `proxy ${answer.status}${header(answer, 'allow') ? ` (Allow: ${header(answer, 'allow')})` : ''}; Next alone ${alone.status}`,
    )
  }
})

test('only the configured host answers, and http redirects to it', async ({ nginx }) => {
  const unanswered = (response: RawResponse) =>
    response.status ? `${response.status} ${header(response, 'location') ?? ''}` : 'no answer (444)'
  const foreignOverTls = await nginx.get('http://evil.com/pricing')
  const foreignHost = await rawRequest(nginx.plain, '/pricing', { headers: { host: 'evil.com' } })
  const foreignTarget = await rawRequest(nginx.plain, 'http://evil.com/pricing')
  const toHttps = await rawRequest(nginx.plain, '/pricing?x=1', { headers: { host: 'www.plainguard.co.uk' } })
  record('GET http://evil.com/pricing (request line), over TLS', foreignOverTls.status === 0, unanswered(foreignOverTls))
  record('GET /pricing, Host: evil.com, over http', foreignHost.status === 0, unanswered(foreignHost))
  record('GET http://evil.com/pricing (request line), over http', foreignTarget.status === 0, unanswered(foreignTarget))
  record(
    'GET /pricing?x=1, Host: www…, over http',
    toHttps.status === 301 && header(toHttps, 'location') === 'https://plainguard.co.uk/pricing?x=1',
    `${toHttps.status} to ${header(toHttps, 'location')}`,
  )
  answers.push({ label: 'http redirect (nginx 301)', response: toHttps })
})

test("every answer carries the security headers once: nginx's own, Next's errors and redirects", async ({ nginx }) => {
  const { get } = nginx
  answers.push(
    { label: 'GET /pricing/ (Next 308)', response: await get('/pricing/') },
    { label: 'GET /no-such-page (Next 404)', response: await get('/no-such-page') },
    { label: 'GET /blog/%ff (middleware 400)', response: await get('/blog/%ff') },
    { label: 'GET /_next/image (nginx 404)', response: await get('/_next/image?url=/logo.svg') },
    { label: 'a header over 8 KB (nginx 400)', response: await get('/', { headers: { 'x-filler': 'a'.repeat(9_000) } }) },
  )
  await nginx.stopNext()
  answers.push({ label: 'GET /contact with Next stopped (nginx 502)', response: await get('/contact?next-is-down') })
  // Each phase that answers with nginx's own codes has run (the phases are serial): 5 methods, 414, 429, 301, and these 6.
  expect(answers).toHaveLength(14)
  // Each once, with lib/security-headers.ts's value; the policy's value varies by page (checked above).
  for (const { label, response } of answers) {
    const missing = securityHeaders.filter(({ key }) => !response.headers?.[key]).map(({ key }) => key)
    const doubled = securityHeaders.filter(({ key }) => (response.headers?.[key]?.length ?? 0) > 1).map(({ key }) => key)
    const changed = securityHeaders
      .filter(({ key, value }) => key !== 'content-security-policy' && response.headers?.[key]?.[0] !== value)
      .map(({ key }) => `${key}: ${header(response, key)}`)
    const problems = [...missing.map((key) => `missing ${key}`), ...doubled.map((key) => `doubled ${key}`), ...changed]
    record(
      `headers: ${label}`,
      response.status > 0 && problems.length === 0,
      `${response.status}: ${problems.join('; ') || 'all as lib has them'}`,
    )
  }
})
