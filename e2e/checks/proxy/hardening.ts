// Attacks on the proxy itself, for proxy.check.ts: cache poisoning by Next's internal headers, the audience over
// HTTP/2, TLS, unparsable request lines, the query cap over HTTP/2, slow clients and keep-alive to Next.
import { spawnSync } from 'node:child_process'
import { h2Request, handshake, socketRequest } from '#e2e/checks/proxy/probes.ts'
import { header, type RawOptions, type RawResponse } from '#e2e/checks/proxy/raw-request.ts'

export type Context = {
  port: number
  get: (target: string, options?: RawOptions) => Promise<RawResponse>
  record: (check: string, ok: boolean, result: string) => void
  nextClient: () => string
  staticFile: string
  relay: { connections: () => string[] }
  cookieShapes: readonly (readonly [string, boolean])[]
}

/** Client headers Next reads as its own; each must stop at the proxy (the value marks it in what Next receives). */
const internalHeaders = {
  'x-middleware-prefetch': '1',
  'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  'x-nextjs-data': '1',
  'x-forwarded-host': 'evil.example',
}

/** 1. A request with an internal header, then an ordinary one on the same URL: the second gets the page. */
export async function cachePoisoning({ get, record, relay }: Context) {
  for (const [name, value] of Object.entries(internalHeaders)) {
    for (const rsc of [false, true]) {
      const extra: Record<string, string> = rsc ? { rsc: '1' } : {}
      // An RSC request is first sent to its URL with Next's `_rsc` parameter (307): poison that one.
      const asked = `/pricing?poison=${name}${rsc ? '&flight' : ''}`
      const target = rsc ? (header(await get(asked, { headers: extra }), 'location') ?? asked) : asked
      await get(target, { headers: { ...extra, [name]: value } })
      const after = await get(target, { headers: extra })
      const whole = rsc ? after.body.length > 1_000 : after.body.includes('Simple Security, Simple Pricing')
      record(
        `${name}: ${value.slice(0, 12)}, then a visitor${rsc ? ' (RSC)' : ''}`,
        after.status === 200 && whole,
        `visitor got ${after.status}, ${after.body.length} bytes${after.body.trim() === '{}' ? ' ({})' : ''}, ${header(after, 'x-cache-status') ?? 'not cached'}`,
      )
    }
  }
  const leaked = Object.keys(internalHeaders).filter((name) =>
    relay
      .connections()
      .some((sent) => new RegExp(`^${name}: ${internalHeaders[name as keyof typeof internalHeaders]}`, 'im').test(sent)),
  )
  record(
    "Next's internal request headers from a client reach Next",
    leaked.length === 0,
    leaked.length ? `reached: ${leaked.join(', ')}` : 'none of 4',
  )
  const first = await get('/no-such-page?store=1')
  const again = await get('/no-such-page?store=1')
  const control = header(first, 'cache-control') ?? ''
  record(
    'an answer marked no-store is not cached (Next 404)',
    control.includes('no-store') && header(again, 'x-cache-status') !== 'HIT',
    `Cache-Control: ${control}; repeat ${header(again, 'x-cache-status') ?? 'not cached'}`,
  )
}

/** 2. Every cookie shape over HTTP/2, as proxy.check.ts sends them over HTTP/1.1. */
export async function audienceOverHttp2({ port, record, nextClient, cookieShapes }: Context) {
  let crossings = 0
  for (const [index, [cookie, customer]] of cookieShapes.entries()) {
    const localAddress = nextClient()
    const ask = async (path: string, header: string | undefined) => {
      const answer = await h2Request(port, path, { localAddress, headers: header ? { cookie: header } : {} })
      return answer.status !== 200 ? `status ${answer.status}` : answer.body.includes('>Dashboard<') ? 'customer' : 'visitor'
    }
    const expected = customer ? 'customer' : 'visitor'
    const first = `/pricing?h2shape=${index}a`
    const second = `/pricing?h2shape=${index}b`
    const answers = [await ask(first, cookie), await ask(first, undefined), await ask(first, 'jwt=t0ken')]
    answers.push(await ask(second, undefined), await ask(second, 'jwt=t0ken'), await ask(second, cookie))
    const wanted = [expected, 'visitor', 'customer', 'visitor', 'customer', expected]
    const crossed = answers.filter((answer, i) => answer !== wanted[i]).length
    crossings += crossed
    if (crossed)
      record(`HTTP/2 Cookie: ${JSON.stringify(cookie)}`, false, `${crossed} of 6 answers crossed: ${answers.join(', ')}`)
  }
  record(`HTTP/2: ${cookieShapes.length} cookie shapes, both orders`, crossings === 0, `${crossings} crossings`)
}

/** 3. Protocols and suites offered, on the address the site's clients reach. */
export async function tlsSettings({ port, record }: Context) {
  const modern = await handshake(port, ['-tls1_3'])
  record('TLS 1.3 offered', modern.ok && modern.protocol === 'TLSv1.3', `${modern.protocol || 'refused'} ${modern.cipher}`)
  const hint = /lifetime hint: (\d+)/.exec(modern.output)?.[1]
  record('TLS session ticket lifetime = session timeout (1 day)', hint === '86400', `hint ${hint ?? 'none'} s`)
  for (const old of ['-tls1', '-tls1_1']) {
    const answer = await handshake(port, [old, '-cipher', 'DEFAULT@SECLEVEL=0'])
    record(
      `TLS ${old.slice(4).replace('_', '.') || '1.0'} refused`,
      !answer.ok,
      answer.ok ? `${answer.protocol} ${answer.cipher}` : 'refused',
    )
  }
  // Every TLS 1.2 suite this openssl knows; only ECDHE with an AEAD (GCM, ChaCha20) may be accepted.
  const listed = spawnSync('openssl', ['ciphers', '-v', 'ALL:COMPLEMENTOFALL:@SECLEVEL=0'], { encoding: 'utf8' }).stdout
  const suites = listed
    .split('\n')
    .filter((line) => line && !/TLSv1\.3/.test(line))
    .map((line) => line.split(/\s+/)[0] ?? '')
  const accepted = []
  for (const suite of suites) if ((await handshake(port, ['-tls1_2', '-cipher', `${suite}@SECLEVEL=0`])).ok) accepted.push(suite)
  const weak = accepted.filter((suite) => !/^ECDHE-(RSA|ECDSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305)$/.test(suite))
  record(
    `TLS 1.2: only forward-secret AEAD suites (${suites.length} tried)`,
    accepted.length > 0 && weak.length === 0,
    `accepted ${accepted.length}: ${weak.length ? `weak ${weak.join(' ')}` : accepted.join(' ')}`,
  )
}

/** 4. Request lines nginx cannot parse get 400 or 414 with the headers, never 500. */
export async function unparsedRequestLines({ port, record, nextClient }: Context) {
  const host = 'Host: plainguard.co.uk\r\n\r\n'
  const lines: [string, string, number][] = [
    ['a request line over 8 KB', `GET /${'a'.repeat(9_000)} HTTP/1.1\r\n${host}`, 414],
    ['a garbage request line', `\u0001\u0002 garbage\r\n${host}`, 400],
    ['GET *', `GET * HTTP/1.1\r\n${host}`, 400],
    ['OPTIONS *', `OPTIONS * HTTP/1.1\r\n${host}`, 400],
  ]
  for (const [label, bytes, wanted] of lines) {
    const answer = await socketRequest(port, bytes, { localAddress: nextClient() })
    const headed = /^strict-transport-security:/im.test(answer.head)
    record(
      label,
      answer.status === wanted && headed,
      `${answer.status || 'no answer'}${headed ? ', with the headers' : ', no security headers'}`,
    )
  }
}

/** 5. Over HTTP/2 the same 8 KB cap as over HTTP/1.1, RSC requests included. */
export async function queryCapOverHttp2({ port, record, nextClient, relay }: Context) {
  // Under the cap an RSC request is answered (Next's 307 to its `_rsc` URL); over it, refused. A field
  // over large_client_header_buffers (8 KB) nginx refuses while decoding it, by closing the connection.
  const sizes: [number, boolean][] = [
    [7_000, false],
    [9_000, true],
    [16_000, true],
  ]
  for (const [size, capped] of sizes) {
    const query = `q=${size}${'a'.repeat(size)}`
    const answer = await h2Request(port, `/contact?${query}`, { localAddress: nextClient(), headers: { rsc: '1' } })
    const reachedNext = relay.connections().some((sent) => sent.includes(query))
    const ok = capped ? !reachedNext && (answer.status === 414 || answer.status === 0) : answer.status > 0 && answer.status < 400
    const result = answer.status ? String(answer.status) : `connection closed (${answer.error})`
    record(`HTTP/2, rsc: 1, a ${size / 1000} KB query`, ok, `${result}; reached Next: ${reachedNext ? 'yes' : 'no'}`)
  }
}

/** 6. Slow headers and idle connections are closed; one client cannot hold every connection. */
export async function connectionLimits({ port, get, record, nextClient }: Context) {
  const [slow, idle] = await Promise.all([
    socketRequest(port, 'GET / HTTP/1.1\r\nHost: plainguard.co.uk\r\n', { localAddress: nextClient(), limitMs: 20_000 }),
    socketRequest(port, 'GET /robots.txt HTTP/1.1\r\nHost: plainguard.co.uk\r\n\r\n', {
      localAddress: nextClient(),
      limitMs: 30_000,
    }),
  ])
  record(
    'a request header never finished: closed',
    slow.ms < 12_000,
    slow.ms >= 20_000 ? 'still open after 20 s' : `closed after ${(slow.ms / 1000).toFixed(1)} s`,
  )
  record(
    'an idle keep-alive connection: closed',
    idle.status === 200 && idle.ms < 17_000,
    idle.ms >= 30_000 ? 'still open after 30 s' : `closed after ${(idle.ms / 1000).toFixed(1)} s`,
  )
  // 80 requests at once from one address whose bodies never come: each holds a connection in nginx.
  const localAddress = nextClient()
  const held = await Promise.all(
    Array.from({ length: 80 }, () =>
      socketRequest(port, 'GET /robots.txt HTTP/1.1\r\nHost: plainguard.co.uk\r\nContent-Length: 100\r\n\r\n', {
        localAddress,
        limitMs: 3_000,
      }),
    ),
  )
  const refused = held.filter(({ status }) => status === 429).length
  const other = await get('/robots.txt')
  record(
    '80 held connections from one client',
    refused > 0 && other.status === 200,
    `${refused} refused with 429; another client then ${other.status}`,
  )
}

/** 7. nginx keeps its connections to Next open, and sends build assets as it sends pages. */
export async function upstreamKeepAlive({ get, record, relay, staticFile }: Context) {
  const before = relay.connections().length
  for (let i = 0; i < 10; i++) await get(`/contact?keepalive=${i}`)
  for (let i = 0; i < 5; i++) await get(`/_next/static/chunks/${staticFile}?keepalive=${i}`)
  const opened = relay.connections().length - before
  record('15 uncached requests: new connections to Next', opened <= 2, `${opened}`)
  const asset =
    relay
      .connections()
      .flatMap((sent) => sent.split(/\r\n(?=GET )/))
      .find((head) => head.includes(`${staticFile}?keepalive=`)) ?? ''
  const line = asset.split('\r\n')[0]?.replace(/ .*\?/, ' …?') ?? ''
  const host = /^host: (.*)$/im.exec(asset)?.[1] ?? ''
  record('/_next/static/ as Next receives it', line.endsWith('HTTP/1.1') && host === 'plainguard.co.uk', `${line}, Host: ${host}`)
}
