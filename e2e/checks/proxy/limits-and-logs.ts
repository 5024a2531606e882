// Per-client limits and logs; proxy.check.ts runs these.
import https from 'node:https'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, expectSecurityHeaders, test } from '@/e2e/checks/proxy/fixture'
import { socketRequest } from '@/e2e/checks/proxy/probes'
import { header, rawRequest } from '@/e2e/checks/proxy/raw-request'

/** nginx's cache keeps one file an entry. */
const entries = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) => count + (entry.isDirectory() ? entries(join(dir, entry.name)) : 1),
    0,
  )

export function limitsAndLogsTests() {
  test.describe('build assets', () => {
    test('one cache entry per asset, whatever query: 50 ?v= queries all served from it', async ({ nginx }) => {
      const path = `/_next/static/chunks/${nginx.staticFile}`
      await nginx.get(path)
      const before = entries(nginx.cacheDir)
      const statuses = []
      for (let v = 0; v < 50; v++) statuses.push(header(await nginx.get(`${path}?v=${v}`), 'x-cache-status'))
      expect(statuses.filter((status) => status === 'HIT').length, 'HITs of 50').toBe(50)
      expect(entries(nginx.cacheDir), 'cache entries after').toBe(before)
    })

    test('a missing asset: 404, not immutable', async ({ nginx }) => {
      const missing = await nginx.get('/_next/static/chunks/no-such-chunk.js')
      expect(missing.status).toBe(404)
      expect(header(missing, 'cache-control') ?? '(none)').not.toMatch(/immutable/)
    })

    test('an asset’s path with a slash added: 308, not immutable', async ({ nginx }) => {
      const slashed = await nginx.get(`/_next/static/chunks/${nginx.staticFile}/`)
      expect(slashed.status).toBe(308)
      expect(header(slashed, 'cache-control') ?? '(none)').not.toMatch(/immutable/)
    })

    test('600 requests for missing assets at once from one client: half refused (429); another then served', async ({
      nginx,
    }) => {
      const agent = new https.Agent({ keepAlive: true, maxSockets: 20, localAddress: nginx.nextClient() })
      const flood = await Promise.all(
        Array.from({ length: 600 }, (_, i) => rawRequest(nginx.site, `/_next/static/chunks/none-${i}.js`, { agent })),
      )
      agent.destroy()
      expect(flood.filter(({ status }) => status === 429).length, 'answers 429').toBeGreaterThanOrEqual(300)
      expect((await nginx.get(`/_next/static/chunks/${nginx.staticFile}`)).status, 'another client').toBe(200)
    })
  })

  test('the access log keeps an old unsubscribe link’s path, not its query nor its Referer’s', async ({ nginx }) => {
    const link = await nginx.get('/newsletter/unsubscribe?email=log-probe%40example.com&token=log-t0ken-1', {
      headers: { referer: 'https://mail.example/read?to=referer-probe%40example.com' },
    })
    expect(link.status).toBe(303)
    // nginx writes the line after it answers: wait for it, then read the whole log.
    await expect.poll(() => readFileSync(nginx.accessLog, 'utf8')).toContain('"GET /newsletter/unsubscribe HTTP/1.1" 303')
    const log = readFileSync(nginx.accessLog, 'utf8')
    expect(
      ['log-probe', 'log-t0ken-1', 'referer-probe'].filter((trace) => log.includes(trace)),
      'logged',
    ).toEqual([])
  })

  test.describe('nginx’s own errors: a plain body', () => {
    const host = 'Host: plainguard.co.uk\r\n'
    const requests: [title: string, bytes: string, status: number][] = [
      ['a GET with a 4 KB body', `GET / HTTP/1.1\r\n${host}Content-Length: 4096\r\n\r\n${'a'.repeat(4096)}`, 413],
      ['an unknown Transfer-Encoding', `GET / HTTP/1.1\r\n${host}Transfer-Encoding: x-unknown\r\n\r\n`, 501],
    ]
    for (const [title, bytes, status] of requests)
      test(`${title}: ${status}`, async ({ nginx }) => {
        const answer = await socketRequest(nginx.port, bytes, { localAddress: nginx.nextClient() })
        expect(answer.status).toBe(status)
        expect(answer.body).toContain(`This request was not answered (status ${status}).`)
        expect(answer.body).not.toMatch(/<html/i)
        expectSecurityHeaders(answer)
      })

    test('Document-Policy: none on nginx’s own answers, at most Next’s one on a page', async ({ nginx }) => {
      expect((await nginx.get('/', { method: 'POST' })).headers['document-policy'], 'on a 405').toBeUndefined()
      expect((await nginx.get('/pricing')).headers['document-policy']?.length ?? 0, 'on a page').toBeLessThanOrEqual(1)
    })
  })

  test.describe('the client a request limit counts: an IPv4 address, or an IPv6 /64 in any text form', () => {
    const clients: [key: string, addresses: string[]][] = [
      ['2001:db8:1:2', ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:5:6:7', '2001:DB8:1:2:a::']],
      ['2001:db8:0:0', ['2001:db8::1', '2001:db8:0:0:1:2:3:4', '2001:db8:0:0:0:0:0:9']],
      ['2001:db8:0:1', ['2001:db8::1:2:3:4:5', '2001:db8:0:1:ffff::']],
      ['2001:db8:5:0', ['2001:db8:5::', '2001:db8:5:0:0:0:0:1', '2001:db8:5::1:2:3:4']],
      ['2001:0:0:9', ['2001:0:0:9:1:2:3:4', '2001::9:1:2:3:4']],
      ['0:0:0:0', ['::1', '::']],
      ['192.0.2.7', ['192.0.2.7']],
    ]
    for (const [key, addresses] of clients)
      test(`${key}: ${addresses.join(', ')}`, async ({ nginx }) => {
        // nginx's realip module takes the address from x-client-address, as it would from a trusted proxy.
        const keyOf = async (address: string) =>
          (await (await fetch(nginx.clientProbe, { headers: { 'x-client-address': address } })).text()).trim()
        const keys = await Promise.all(addresses.map(async (address) => [address, await keyOf(address)]))
        expect(Object.fromEntries(keys)).toEqual(Object.fromEntries(addresses.map((address) => [address, key])))
      })
  })

  test('the registered-lookalike API: NDJSON streamed through, then a few checks a minute per client', async ({ nginx }) => {
    // This check counts against the client's limit tested below.
    const client = nginx.nextClient()
    const check = await nginx.get('/api/lookalikes/registered?domain=examplebank.co.uk', { localAddress: client })
    expect(check.status).toBe(200)
    expect(header(check, 'content-type')).toBe('application/x-ndjson; charset=utf-8')
    expect(header(check, 'cache-control')).toBe('no-store')
    expect(JSON.parse(check.body.trim().split('\n').at(-1) ?? '{}'), 'the last line').toMatchObject({
      done: true,
      registered: 1,
    })
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push((await nginx.get('/api/lookalikes/registered?domain=', { localAddress: client })).status)
    expect(statuses, '5 more from that client').toEqual([400, 400, 400, 429, 429])
    expect((await nginx.get('/api/lookalikes/registered?domain=')).status, 'another client').toBe(400)
  })
}
