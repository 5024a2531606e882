// npm run proxy-check: the shipped nginx configuration (deploy/nginx/plainguard.conf and its snippets,
// run as they are on loopback ports with a throwaway certificate) in front of `next start` on the
// existing build, and the requests that configuration is there to answer:
//   - the audience: every cookie shape the middleware and the cache key could read differently, both orders;
//   - pages say `private, no-cache` to any other cache; build assets are immutable;
//   - queries: more than 20 parameters refused; a 1.4 KB token answered (a 303, no 502), Next's internal headers hidden;
//   - requests per client limited (429);
//   - methods other than GET and HEAD refused (405);
//   - every response, nginx's own and Next's redirects and errors, with the security headers, one CSP;
//   - only the configured host answered; http redirects to it;
//   - issue 34 (scripts/lib/proxy-hardening.mjs): no cache poisoning by Next's internal headers, no-store
//     never cached, the audience over HTTP/2, TLS 1.3 and forward-secret AEAD suites only, 400/414 for
//     unparsable request lines, the 8 KB URL cap over HTTP/2, header and idle timeouts, a per-client
//     connection cap, and kept-alive HTTP/1.1 connections to Next;
//   - issue 46 (scripts/lib/proxy-limits-and-logs.mjs): build assets limited per client, cached once per path,
//     immutable only when found; no query in the access log; plain 413 and 501; IPv6 clients by their /64.
// Skips (exit 0, with a message) when nginx is not installed. Exits 1 when a check fails.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import https from 'node:https'
import { join } from 'node:path'
import { securityHeaders } from '../lib/security-headers.ts'
import { cookieShapes } from '../lib/audience-cookie-shapes.ts'
import { assembleConfig, nginxBinary, startNginx } from './lib/nginx.mjs'
import * as hardening from './lib/proxy-hardening.mjs'
import * as limits from './lib/proxy-limits-and-logs.mjs'
import { startRelay } from './lib/proxy-probes.mjs'
import { header, rawRequest } from './lib/raw-request.mjs'
import { buildSite, freePort, quietEnv, repoRoot, siteIsBuilt, startNext } from './lib/servers.mjs'
import { startStandInDoh } from './lib/stand-in-doh.mjs'
import { markdownTable } from './lib/table.mjs'

const nginx = nginxBinary()
if (!nginx) {
  console.log('proxy-check: skipped, nginx is not installed (Debian: apt-get install -y nginx)')
  process.exit(0)
}

if (!siteIsBuilt()) buildSite()
// The registered-lookalike API asks a stand-in resolver, which knows one lookalike of examplebank.co.uk.
const doh = await startStandInDoh({ names: { 'examplebnak.co.uk': { ns: ['ns1.parking.example'] } } })
const next = await startNext(await freePort(3400), '.', { ...quietEnv, LOOKALIKE_DOH_URL: doh.url })
const httpPort = await freePort(3410)
const httpsPort = await freePort(3411)
const clientProbePort = await freePort(3412)
// nginx reaches Next through a relay that shows how many connections it opens and what it sends.
const relay = await startRelay(new URL(next.url).host)
const config = assembleConfig({ repoRoot, upstream: relay.address, httpPort, httpsPort, clientProbePort })
const stopNginx = startNginx(nginx, config)
process.on('exit', () => {
  stopNginx()
  relay.close()
  next.stop()
  void doh.stop()
})
const site = `https://127.0.0.1:${httpsPort}`
const plain = `http://127.0.0.1:${httpPort}`
/** Every phase asks from an address of its own, so the per-client limit of one never reaches another. */
let clients = 1
const nextClient = () => `127.0.0.${++clients}`
/** @param {string} target @param {import('./lib/raw-request.mjs').RawOptions} [options] */
const get = (target, options = {}) => rawRequest(site, target, { localAddress: nextClient(), ...options })
for (let tries = 0; (await get('/robots.txt')).status !== 200; tries++) {
  if (tries > 50) throw new Error('nginx did not answer')
  await new Promise((resolve) => setTimeout(resolve, 100))
}

/** @type {{ check: string, result: string, ok: boolean }[]} */
const results = []
/** @param {string} check @param {boolean} ok @param {string} result */
const record = (check, ok, result) => results.push({ check, result, ok })
/** @param {string} text */
const short = (text) => (text.length > 44 ? `${text.slice(0, 41)}…` : text)

const staticFile = readdirSync(join(repoRoot, '.next/static/chunks')).find((name) => name.endsWith('.js')) ?? ''
/** @type {import('./lib/proxy-hardening.mjs').Context} */
const context = { port: httpsPort, get, record, nextClient, staticFile, relay, cookieShapes }
// First, while nothing else talks to Next: keep-alive counts the connections nginx opens.
await hardening.upstreamKeepAlive(context)

// 1. The audience: a fresh URL per shape and order; the shape first then a visitor and a customer, and
// the reverse. A crossing is any answer that is not the page its own cookie calls for.
/** @param {{ body?: string }} response */
const audienceOf = (response) => (response.body?.includes('>Dashboard<') ? 'customer' : 'visitor')
let crossings = 0
for (const [index, [cookie, customer]] of cookieShapes.entries()) {
  const expected = customer ? 'customer' : 'visitor'
  const localAddress = nextClient()
  /** @param {string} path @param {string | undefined} cookieHeader */
  const ask = async (path, cookieHeader) =>
    audienceOf(await rawRequest(site, path, { localAddress, headers: cookieHeader ? { cookie: cookieHeader } : {} }))
  const first = `/pricing?shape=${index}a`
  const answers = [await ask(first, cookie), await ask(first, undefined), await ask(first, 'jwt=t0ken')]
  const second = `/pricing?shape=${index}b`
  answers.push(await ask(second, undefined), await ask(second, 'jwt=t0ken'), await ask(second, cookie))
  const wanted = [expected, 'visitor', 'customer', 'visitor', 'customer', expected]
  const crossed = answers.filter((answer, i) => answer !== wanted[i]).length
  crossings += crossed
  record(
    `Cookie: ${short(JSON.stringify(cookie))}`,
    crossed === 0,
    crossed ? `${crossed} of 6 answers crossed: ${answers.join(', ')}` : `${expected} page, no crossing in 6`,
  )
}

// 2. Caches other than ours keep no page; ours keeps one a minute.
const page = await get('/pricing')
const pageAgain = await get('/pricing')
record(
  'GET /pricing: caching',
  header(page, 'cache-control') === 'private, no-cache' && header(pageAgain, 'x-cache-status') === 'HIT',
  `Cache-Control: ${header(page, 'cache-control')}; ${header(pageAgain, 'x-cache-status')} on repeat`,
)
const flight = await get('/pricing', { headers: { rsc: '1' } })
const flightTarget = header(flight, 'location') ?? '/pricing'
const flightAgain = await get(flightTarget, { headers: { rsc: '1' } })
record(
  'GET /pricing as an RSC request',
  flightAgain.status === 200 && header(flightAgain, 'cache-control') === 'private, no-cache',
  `${flightAgain.status}, Cache-Control: ${header(flightAgain, 'cache-control')}`,
)
const asset = await get(`/_next/static/chunks/${staticFile}`)
record(
  'GET /_next/static/…',
  asset.status === 200 && header(asset, 'cache-control') === 'public, max-age=31536000, immutable',
  `${asset.status}, Cache-Control: ${header(asset, 'cache-control')}`,
)
// The unsubscribe page keeps the middleware's no-referrer; a link with the address in the query is sent on,
// uncached, to the fragment form (no request carries a fragment).
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
const cspCount = (/** @type {{ headers?: Record<string, string[]> }} */ response) =>
  response.headers?.['content-security-policy']?.length ?? 0
record(
  'GET /pricing keeps its own CSP (hashes), fresh and cached',
  [page, pageAgain].every(
    (response) => cspCount(response) === 1 && /sha256-/.test(header(response, 'content-security-policy') ?? ''),
  ),
  `${cspCount(page)} and ${cspCount(pageAgain)} policies, with hashes: ${/sha256-/.test(header(pageAgain, 'content-security-policy') ?? '')}`,
)

// 3. Queries.
/** @param {string} target @param {string} [method] */
const directNext = (target, method) =>
  rawRequest(next.url.replace('localhost', '127.0.0.1'), target, { method, headers: { host: new URL(next.url).host } })
/** @param {number} count */
const withParameters = (count) => `/contact?${Array.from({ length: count }, (_, i) => `p${i}=1`).join('&')}`
const flood = `/contact?${'a&'.repeat(3_900)}`
const floodViaProxy = await get(flood)
const floodAlone = await directNext(flood)
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

// Issue 34's findings: poisoning, HTTP/2, TLS, unparsed request lines, slow and idle connections.
await hardening.cachePoisoning(context)
await hardening.audienceOverHttp2(context)
await Promise.all([
  hardening.connectionLimits(context),
  (async () => {
    await hardening.tlsSettings(context)
    await hardening.unparsedRequestLines(context)
    await hardening.queryCapOverHttp2(context)
  })(),
])

// Issue 46's findings: build assets, the access log, nginx's own error bodies, Document-Policy, IPv6 clients.
/** @type {import('./lib/proxy-limits-and-logs.mjs').LimitsContext} */
const limitsContext = {
  ...context,
  site,
  accessLog: config.accessLog,
  cacheDir: join(config.dir, 'cache'),
  clientProbe: `http://127.0.0.1:${clientProbePort}/`,
}
await limits.staticCaching(limitsContext)
await limits.staticLimit(limitsContext)
await limits.accessLogWithoutQueries(limitsContext)
await limits.plainErrorsAndDocumentPolicy(limitsContext)
await limits.ipv6ClientKey(limitsContext)
await limits.lookalikeApi(limitsContext)

// 4. Requests per client: 300 at once from one address, then one from another.
const agent = new https.Agent({ keepAlive: true, maxSockets: 20, localAddress: nextClient() })
const burst = await Promise.all(Array.from({ length: 300 }, () => rawRequest(site, '/', { agent })))
agent.destroy()
const limited = burst.filter(({ status }) => status === 429).length
const otherClient = await get('/')
record(
  '300 requests at once from one client',
  limited > 0 && burst.filter(({ status }) => status === 200).length >= 100 && otherClient.status === 200,
  `${300 - limited} answered, ${limited} refused with 429; another client then ${otherClient.status}`,
)

// 5. Methods.
/** @type {[string, string][]} */
const methodCases = [
  ['PUT', `/_next/static/chunks/${staticFile}`],
  ['DELETE', '/logo.svg'],
  ['TRACE', '/'],
  ['POST', '/'],
  ['OPTIONS', '/pricing'],
]
/** @type {{ label: string, response: Awaited<ReturnType<typeof rawRequest>> }[]} */
const ownAnswers = []
for (const [method, path] of methodCases) {
  const answer = await get(path, { method })
  ownAnswers.push({ label: `${method} ${short(path)}`, response: answer })
  const alone = await directNext(path, method)
  record(
    `${method} ${short(path)}`,
    answer.status === 405 && (method === 'TRACE' || header(answer, 'allow') === 'GET, HEAD'),
    `proxy ${answer.status}${header(answer, 'allow') ? ` (Allow: ${header(answer, 'allow')})` : ''}; Next alone ${alone.status}`,
  )
}

// 6. The configured host only.
const foreignOverTls = await get('http://evil.com/pricing')
const foreignHost = await rawRequest(plain, '/pricing', { headers: { host: 'evil.com' } })
const foreignTarget = await rawRequest(plain, 'http://evil.com/pricing')
const toHttps = await rawRequest(plain, '/pricing?x=1', { headers: { host: 'www.plainguard.co.uk' } })
record(
  'GET http://evil.com/pricing (request line), over TLS',
  foreignOverTls.status === 0,
  foreignOverTls.status ? `${foreignOverTls.status} ${header(foreignOverTls, 'location') ?? ''}` : 'no answer (444)',
)
record(
  'GET /pricing, Host: evil.com, over http',
  foreignHost.status === 0,
  foreignHost.status ? `${foreignHost.status} ${header(foreignHost, 'location') ?? ''}` : 'no answer (444)',
)
record(
  'GET http://evil.com/pricing (request line), over http',
  foreignTarget.status === 0,
  foreignTarget.status ? `${foreignTarget.status} ${header(foreignTarget, 'location') ?? ''}` : 'no answer (444)',
)
record(
  'GET /pricing?x=1, Host: www…, over http',
  toHttps.status === 301 && header(toHttps, 'location') === 'https://plainguard.co.uk/pricing?x=1',
  `${toHttps.status} to ${header(toHttps, 'location')}`,
)

// 7. Every response carries the security headers, nginx's own and Next's errors and redirects.
const bigHeader = await get('/', { headers: { 'x-filler': 'a'.repeat(9_000) } })
const badEscape = await get('/blog/%ff')
/** @type {{ label: string, response: Awaited<ReturnType<typeof rawRequest>> }[]} */
const answers = [
  { label: 'GET /pricing/ (Next 308)', response: await get('/pricing/') },
  { label: 'GET /no-such-page (Next 404)', response: await get('/no-such-page') },
  { label: 'GET /blog/%ff (middleware 400)', response: badEscape },
  { label: 'GET /_next/image (nginx 404)', response: await get('/_next/image?url=/logo.svg') },
  { label: 'a header over 8 KB (nginx 400)', response: bigHeader },
  { label: 'http redirect (nginx 301)', response: toHttps },
  { label: '21 parameters (nginx 414)', response: twentyOne },
  {
    label: 'over the rate (nginx 429)',
    response: burst.find(({ status }) => status === 429) ?? /** @type {import('./lib/raw-request.mjs').RawResponse} */ (burst[0]),
  },
  ...ownAnswers,
]
next.stop()
await new Promise((resolve) => setTimeout(resolve, 500))
answers.push({ label: 'GET /contact with Next stopped (nginx 502)', response: await get('/contact?next-is-down') })
const wanted = securityHeaders.map(({ key }) => key)
for (const { label, response } of answers) {
  const missing = wanted.filter((key) => !response.headers?.[key])
  const doubled = wanted.filter((key) => (response.headers?.[key]?.length ?? 0) > 1)
  record(
    `headers: ${label}`,
    response.status > 0 && missing.length === 0 && doubled.length === 0,
    `${response.status}: ${missing.length ? `missing ${missing.join(', ')}` : 'all present'}${doubled.length ? `; doubled ${doubled.join(', ')}` : ''}`,
  )
}

console.log(`\nproxy-check (${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim()}, deploy/nginx/)\n`)
console.log(
  markdownTable(
    ['check', 'result', ''],
    results.map(({ check, result, ok }) => [check, result, ok ? 'ok' : 'FAILED']),
  ),
)
console.log(`\n${cookieShapes.length} cookie shapes, ${crossings} crossings`)
const failed = results.filter(({ ok }) => !ok)
if (failed.length) {
  console.error(`proxy-check: ${failed.length} of ${results.length} checks failed`)
  process.exit(1)
}
console.log(`proxy-check: all ${results.length} checks passed`)
process.exit(0)
