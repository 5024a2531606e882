// Per-client limits and logs, for proxy.check.ts: build assets limited and cached, an access log without queries,
// nginx's own error bodies, IPv6 clients counted by their /64, and the lookalike API streamed through.
import https from 'node:https'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Context } from '#e2e/checks/proxy/hardening.ts'
import { socketRequest } from '#e2e/checks/proxy/probes.ts'
import { header, rawRequest, type RawResponse } from '#e2e/checks/proxy/raw-request.ts'

export type LimitsContext = Context & { site: string; accessLog: string; cacheDir: string; clientProbe: string }

/** Files under a folder, deep: nginx's cache keeps one file an entry. */
const entries = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) => count + (entry.isDirectory() ? entries(join(dir, entry.name)) : 1),
    0,
  )

/** 1. /_next/static/: a flood of 404s from one client is cut off; others are served. */
export async function staticLimit({ site, get, record, nextClient, staticFile }: LimitsContext) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: 20, localAddress: nextClient() })
  const flood = await Promise.all(
    Array.from({ length: 600 }, (_, i) => rawRequest(site, `/_next/static/chunks/none-${i}.js`, { agent })),
  )
  agent.destroy()
  const refused = flood.filter(({ status }) => status === 429).length
  const other = await get(`/_next/static/chunks/${staticFile}`)
  record(
    '600 requests for missing build assets at once from one client',
    refused >= 300 && other.status === 200,
    `${refused} refused with 429; another client then ${other.status}`,
  )
}

/** 2. One cache entry per asset, whatever query is added; immutable only for a 200. */
export async function staticCaching({ get, record, staticFile, cacheDir }: LimitsContext) {
  const path = `/_next/static/chunks/${staticFile}`
  await get(path)
  const before = entries(cacheDir)
  const copies = []
  for (let v = 0; v < 50; v++) copies.push(await get(`${path}?v=${v}`))
  const hits = copies.filter((answer) => header(answer, 'x-cache-status') === 'HIT').length
  record(
    'GET an asset with 50 different ?v= queries',
    hits === 50 && entries(cacheDir) === before,
    `${hits} of 50 from the one cached copy; cache entries ${before} before, ${entries(cacheDir)} after`,
  )
  const missing = await get('/_next/static/chunks/no-such-chunk.js')
  const slashed = await get(`${path}/`)
  const immutable = (answer: RawResponse) => /immutable/.test(header(answer, 'cache-control') ?? '')
  record(
    'a missing asset (404) and a redirect (308) are not immutable',
    missing.status === 404 && slashed.status === 308 && !immutable(missing) && !immutable(slashed),
    `${missing.status}: ${header(missing, 'cache-control')}; ${slashed.status}: ${header(slashed, 'cache-control')}`,
  )
}

/** 3. The access log: an old unsubscribe link's address and token, and a Referer's query, are not written. */
export async function accessLogWithoutQueries({ get, record, accessLog }: LimitsContext) {
  const link = await get('/newsletter/unsubscribe?email=log-probe%40example.com&token=log-t0ken-1', {
    headers: { referer: 'https://mail.example/read?to=referer-probe%40example.com' },
  })
  await new Promise((resolve) => setTimeout(resolve, 200))
  const log = readFileSync(accessLog, 'utf8')
  const line = log.split('\n').find((text) => text.includes('"GET /newsletter/unsubscribe HTTP/1.1" 303')) ?? ''
  const leaked = ['log-probe', 'log-t0ken-1', 'referer-probe'].filter((trace) => log.includes(trace))
  record(
    'the access log keeps the path of an old unsubscribe link, not its query',
    link.status === 303 && line !== '' && leaked.length === 0,
    leaked.length ? `logged: ${leaked.join(', ')}` : `logged as ${line.slice(line.indexOf('"GET'), line.indexOf('" 303') + 5)}`,
  )
}

/** 4. nginx's own 413 and 501 have the recipe's plain body and headers; none of its answers asks for profiling. */
export async function plainErrorsAndDocumentPolicy({ port, get, record, nextClient }: LimitsContext) {
  const host = 'Host: plainguard.co.uk\r\n'
  const cases: [string, string, number][] = [
    ['a GET with a 4 KB body', `GET / HTTP/1.1\r\n${host}Content-Length: 4096\r\n\r\n${'a'.repeat(4096)}`, 413],
    ['an unknown Transfer-Encoding', `GET / HTTP/1.1\r\n${host}Transfer-Encoding: x-unknown\r\n\r\n`, 501],
  ]
  for (const [label, bytes, wanted] of cases) {
    const answer = await socketRequest(port, bytes, { localAddress: nextClient() })
    const plain = answer.body.includes(`This request was not answered (status ${wanted}).`) && !/<html/i.test(answer.body)
    record(
      `${label}: nginx ${wanted}, plain body`,
      answer.status === wanted && plain && /^strict-transport-security:/im.test(answer.head),
      `${answer.status}, ${plain ? 'plain body' : `body ${JSON.stringify(answer.body.slice(0, 40))}`}`,
    )
  }
  const refused = await get('/', { method: 'POST' })
  const page = await get('/pricing')
  const policies = (answer: RawResponse) => answer.headers?.['document-policy'] ?? []
  record(
    "Document-Policy: none on nginx's own answers, at most Next's one on a page",
    policies(refused).length === 0 && policies(page).length <= 1,
    `405: ${policies(refused).join(', ') || 'none'}; page: ${policies(page).join(', ') || 'none'}`,
  )
}

/** 5. The key request limits count: the address for IPv4, the /64 for IPv6, as nginx writes it. */
export async function ipv6ClientKey({ record, clientProbe }: LimitsContext) {
  const keyOf = async (address: string) =>
    (await fetch(clientProbe, { headers: { 'x-client-address': address } })).text().then((text) => text.trim())
  const groups: [string[], string][] = [
    [['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:5:6:7', '2001:DB8:1:2:a::'], '2001:db8:1:2'],
    [['2001:db8::1', '2001:db8:0:0:1:2:3:4', '2001:db8:0:0:0:0:0:9'], '2001:db8:0:0'],
    [['2001:db8::1:2:3:4:5', '2001:db8:0:1:ffff::'], '2001:db8:0:1'],
    [['2001:db8:5::', '2001:db8:5:0:0:0:0:1', '2001:db8:5::1:2:3:4'], '2001:db8:5:0'],
    [['2001:0:0:9:1:2:3:4', '2001::9:1:2:3:4'], '2001:0:0:9'],
    [['::1', '::'], '0:0:0:0'],
    [['192.0.2.7'], '192.0.2.7'],
  ]
  const wrong = []
  for (const [addresses, wanted] of groups)
    for (const address of addresses) if ((await keyOf(address)) !== wanted) wrong.push(`${address} → ${await keyOf(address)}`)
  record(
    'request limits count an IPv6 client by its /64 (realip, every text form)',
    wrong.length === 0,
    wrong.length ? wrong.join('; ') : `${groups.flatMap(([addresses]) => addresses).length} addresses, ${groups.length} keys`,
  )
}

/** 6. The registered-lookalike API: lines streamed through as they come, a few checks a minute per client. */
export async function lookalikeApi({ get, record, nextClient }: LimitsContext) {
  const client = nextClient()
  const check = await get('/api/lookalikes/registered?domain=examplebank.co.uk', { localAddress: client })
  const lines = check.body.trim().split('\n')
  const done = JSON.parse(lines.at(-1) ?? '{}')
  record(
    'GET /api/lookalikes/registered: NDJSON through the proxy',
    check.status === 200 &&
      header(check, 'content-type') === 'application/x-ndjson; charset=utf-8' &&
      header(check, 'cache-control') === 'public, s-maxage=900' &&
      done.done === true &&
      done.registered === 1,
    `${check.status}, ${lines.length} lines, last ${lines.at(-1)}`,
  )
  const statuses = []
  for (let i = 0; i < 5; i++) statuses.push((await get('/api/lookalikes/registered?domain=', { localAddress: client })).status)
  const other = await get('/api/lookalikes/registered?domain=', { localAddress: nextClient() })
  record(
    '5 more API requests at once from that client',
    statuses.join(',') === '400,400,400,429,429' && other.status === 400,
    `${statuses.join(', ')}; another client then ${other.status}`,
  )
}
