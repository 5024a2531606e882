// Attacks on the proxy itself; proxy.check.ts runs these.
import { spawnSync } from 'node:child_process'
import { expect, expectSecurityHeaders, test } from '@/e2e/checks/proxy/fixture'
import { h2Request, handshake, socketRequest } from '@/e2e/checks/proxy/probes'
import { header } from '@/e2e/checks/proxy/raw-request'

/** Client headers Next reads as its own; each must stop at the proxy (the value marks it in what Next receives). */
const internalHeaders = {
  'x-middleware-prefetch': '1',
  'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  'x-nextjs-data': '1',
  'x-forwarded-host': 'evil.example',
}

export function hardeningTests() {
  test.describe('no cache poisoning by Next’s internal headers: a request with one, then a visitor', () => {
    for (const [name, value] of Object.entries(internalHeaders))
      for (const rsc of [false, true])
        test(`${name}: ${value.slice(0, 12)}${rsc ? ' (RSC)' : ''}`, async ({ nginx: { get, relay } }) => {
          const extra: Record<string, string> = rsc ? { rsc: '1' } : {}
          // An RSC request is first sent to its URL with Next's `_rsc` parameter (307): poison that one.
          const asked = `/pricing?poison=${name}${rsc ? '&flight' : ''}`
          const target = rsc ? (header(await get(asked, { headers: extra }), 'location') ?? asked) : asked
          await get(target, { headers: { ...extra, [name]: value } })
          const reached = relay.connections().filter((sent) => new RegExp(`^${name}: ${value}`, 'im').test(sent))
          expect.soft(reached.length, `connections that carried ${name} to Next`).toBe(0)
          const after = await get(target, { headers: extra })
          expect(after.status).toBe(200)
          if (rsc) expect(after.body.length, 'the RSC payload’s length (a poisoned one is {})').toBeGreaterThan(1_000)
          else expect(after.body).toContain('Simple Security, Simple Pricing')
        })

    test('an answer marked no-store is not cached (Next’s 404)', async ({ nginx: { get } }) => {
      expect(header(await get('/no-such-page?store=1'), 'cache-control')).toContain('no-store')
      expect(header(await get('/no-such-page?store=1'), 'x-cache-status')).not.toBe('HIT')
    })
  })

  test.describe('TLS, on the address the site’s clients reach', () => {
    test('TLS 1.3 offered, with session tickets for the session timeout (1 day)', async ({ nginx }) => {
      const modern = await handshake(nginx.port, ['-tls1_3'])
      expect(modern.agreed).toMatch(/^TLSv1\.3 /)
      expect(/lifetime hint: (\d+)/.exec(modern.output)?.[1], 'the ticket lifetime hint (s)').toBe('86400')
    })

    for (const [version, flag] of [
      ['1.0', '-tls1'],
      ['1.1', '-tls1_1'],
    ])
      test(`TLS ${version} refused`, async ({ nginx }) => {
        expect((await handshake(nginx.port, [flag!, '-cipher', 'DEFAULT@SECLEVEL=0'])).agreed).toBe('')
      })

    test('TLS 1.2: only forward-secret AEAD suites, of every suite this openssl knows', async ({ nginx }) => {
      const listed = spawnSync('openssl', ['ciphers', '-v', 'ALL:COMPLEMENTOFALL:@SECLEVEL=0'], { encoding: 'utf8' }).stdout
      const suites = listed
        .split('\n')
        .filter((line) => line && !/TLSv1\.3/.test(line))
        .map((line) => line.split(/\s+/)[0] ?? '')
      const agrees = async (suite: string) =>
        (await handshake(nginx.port, ['-tls1_2', '-cipher', `${suite}@SECLEVEL=0`])).agreed !== ''
      // Eight handshakes at a time: one at a time takes 15 s.
      const accepted: string[] = []
      for (let i = 0; i < suites.length; i += 8) {
        const batch = suites.slice(i, i + 8)
        const agreed = await Promise.all(batch.map(agrees))
        accepted.push(...batch.filter((_, j) => agreed[j]))
      }
      expect(accepted.length, `suites accepted of ${suites.length}`).toBeGreaterThan(0)
      const strong = /^ECDHE-(RSA|ECDSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/
      expect(accepted.filter((suite) => !strong.test(suite))).toEqual([])
    })
  })

  test.describe('request lines nginx cannot parse: 400 or 414 with the security headers, never 500', () => {
    const host = 'Host: plainguard.co.uk\r\n\r\n'
    const lines: [title: string, bytes: string, status: number][] = [
      ['a request line over 8 KB', `GET /${'a'.repeat(9_000)} HTTP/1.1\r\n${host}`, 414],
      ['a garbage request line', `\u0001\u0002 garbage\r\n${host}`, 400],
      ['GET *', `GET * HTTP/1.1\r\n${host}`, 400],
      ['OPTIONS *', `OPTIONS * HTTP/1.1\r\n${host}`, 400],
    ]
    for (const [title, bytes, status] of lines)
      test(`${title}: ${status}`, async ({ nginx }) => {
        const answer = await socketRequest(nginx.port, bytes, { localAddress: nginx.nextClient() })
        expect(answer.status).toBe(status)
        expectSecurityHeaders(answer)
      })
  })

  // A field over large_client_header_buffers (8 KB) nginx refuses while decoding it, by closing the connection.
  test.describe('over HTTP/2 the same 8 KB URL cap as over HTTP/1.1, RSC requests included', () => {
    const ask = (port: number, localAddress: string, size: number) =>
      h2Request(port, `/contact?q=${size}${'a'.repeat(size)}`, { localAddress, headers: { rsc: '1' } })

    test('a 7 KB query: answered (Next’s 307 to its `_rsc` URL)', async ({ nginx }) => {
      const answer = await ask(nginx.port, nginx.nextClient(), 7_000)
      expect(answer.status, answer.error).toBeGreaterThan(0)
      expect(answer.status).toBeLessThan(400)
    })

    for (const size of [9_000, 16_000])
      test(`a ${size / 1000} KB query: refused (414, or the connection closed), never reaching Next`, async ({ nginx }) => {
        const answer = await ask(nginx.port, nginx.nextClient(), size)
        expect([414, 0], 'the statuses allowed').toContain(answer.status)
        const reached = nginx.relay.connections().filter((sent) => sent.includes(`q=${size}${'a'.repeat(size)}`))
        expect(reached.length, 'connections that carried it to Next').toBe(0)
      })
  })

  test.describe('slow clients', () => {
    test('an unfinished request header closed after 10 s, an idle keep-alive connection after 15 s', async ({ nginx }) => {
      // Both at once, so that their timeouts are waited out together.
      const { port, nextClient } = nginx
      const [slow, idle] = await Promise.all([
        socketRequest(port, 'GET / HTTP/1.1\r\nHost: plainguard.co.uk\r\n', { localAddress: nextClient(), limitMs: 20_000 }),
        socketRequest(port, 'GET /robots.txt HTTP/1.1\r\nHost: plainguard.co.uk\r\n\r\n', {
          localAddress: nextClient(),
          limitMs: 30_000,
        }),
      ])
      expect.soft(slow.ms, 'ms until the unfinished header’s connection closed').toBeLessThan(12_000)
      expect.soft(idle.status, 'the idle connection’s request').toBe(200)
      expect.soft(idle.ms, 'ms until the idle connection closed').toBeLessThan(17_000)
    })

    test('80 held connections from one client: some refused (429); another then answered', async ({ nginx }) => {
      const localAddress = nginx.nextClient()
      const head = 'GET /robots.txt HTTP/1.1\r\nHost: plainguard.co.uk\r\nContent-Length: 100\r\n\r\n'
      const held = await Promise.all(
        Array.from({ length: 80 }, () => socketRequest(nginx.port, head, { localAddress, limitMs: 3_000 })),
      )
      expect(held.filter(({ status }) => status === 429).length, 'answers 429').toBeGreaterThan(0)
      expect((await nginx.get('/robots.txt')).status, 'another client').toBe(200)
    })
  })
}
