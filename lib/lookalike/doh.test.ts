import { spawnSync } from 'node:child_process'
import { decode, encode } from 'dns-packet'
import { startStandInDoh } from '#test/stand-in-doh'
import { dohResolver, dohUrl, queryDoh } from '#lib/lookalike/doh'

const acme = { ns: ['ns1.host.example'], a: ['192.0.2.1'], aaaa: ['2001:db8::1'], mx: ['mx.host.example'] }
let standIn: Awaited<ReturnType<typeof startStandInDoh>>

beforeAll(async () => {
  standIn = await startStandInDoh({
    names: { 'acme.com': acme, 'xn--cme-lla.com': { a: ['192.0.2.2'] }, 'broken.com': 'SERVFAIL' },
  })
})
afterAll(() => standIn.stop())

describe('queryDoh, through the stand-in resolver', () => {
  it.each([
    ['NS', acme.ns],
    ['A', acme.a],
    ['AAAA', acme.aaaa],
    ['MX', acme.mx],
  ] as const)('reads %s answers: addresses, host names, MX exchanges', async (type, values) => {
    expect(await queryDoh(standIn.url, 'acme.com', type)).toEqual({ rcode: 'NOERROR', values })
  })

  it('reads an empty NOERROR, a SERVFAIL and an NXDOMAIN, and asks in ASCII', async () => {
    expect(await queryDoh(standIn.url, 'xn--cme-lla.com', 'NS')).toEqual({ rcode: 'NOERROR', values: [] })
    expect(await queryDoh(standIn.url, 'xn--cme-lla.com', 'A')).toEqual({ rcode: 'NOERROR', values: ['192.0.2.2'] })
    expect(await queryDoh(standIn.url, 'broken.com', 'A')).toEqual({ rcode: 'SERVFAIL', values: [] })
    expect(await queryDoh(standIn.url, 'unknown.com', 'A')).toEqual({ rcode: 'NXDOMAIN', values: [] })
  })

  it('gives the check its outcomes, and `failed` when nothing answers', async () => {
    const resolve = dohResolver(standIn.url)
    expect(await resolve('acme.com', 'MX')).toEqual({ kind: 'answers', values: acme.mx })
    expect(await resolve('unknown.com', 'NS')).toEqual({ kind: 'nxdomain' })
    expect(await resolve('broken.com', 'NS')).toEqual({ kind: 'servfail' })
    const closed = await startStandInDoh()
    await closed.stop()
    expect(await dohResolver(closed.url, { timeoutMs: 500 })('acme.com', 'A')).toEqual({ kind: 'failed' })
  })
})

describe('the request (RFC 8484)', () => {
  it('is a GET of the wire query as base64url without padding, ID 0, recursion desired', () => {
    const url = new URL(dohUrl('https://resolver.example/dns-query', 'acme.co.uk', 'AAAA'))
    expect(url.origin + url.pathname).toBe('https://resolver.example/dns-query')
    const dns = url.searchParams.get('dns')!
    expect(dns).toMatch(/^[A-Za-z0-9_-]+$/)
    const query = decode(Buffer.from(dns, 'base64url'))
    expect(query).toMatchObject({
      type: 'query',
      id: 0,
      flag_rd: true,
      questions: [{ name: 'acme.co.uk', type: 'AAAA', class: 'IN' }],
    })
  })

  it('is sent as a GET that accepts application/dns-message', async () => {
    const { fetch, calls } = scriptedFetch(['ok'])
    await queryDoh('https://resolver.example/dns-query', 'acme.com', 'A', { fetch })
    expect(calls[0]).toMatchObject({ method: 'GET', headers: { accept: 'application/dns-message' } })
  })

  it('works without a Buffer global: dns-packet and the client import node:buffer', () => {
    const script = `delete globalThis.Buffer; const { dohUrl } = await import('./lib/lookalike/doh.ts'); console.log(dohUrl('https://r.example/dns-query', 'acme.com', 'A'))`
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.stdout.trim()).toBe(dohUrl('https://r.example/dns-query', 'acme.com', 'A'))
  })
})

type Step = 'ok' | 'hang' | 'network' | 'garbage' | number

function scriptedFetch(steps: Step[]) {
  const calls: { url: string; method: string; headers: unknown }[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers })
    const step = steps[calls.length - 1] ?? 'ok'
    if (step === 'network') throw new TypeError('fetch failed')
    if (step === 'hang')
      return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))
    if (typeof step === 'number') return new Response('', { status: step })
    const answers = [{ type: 'A' as const, name: 'acme.com', ttl: 60, data: '192.0.2.1' }]
    const body = step === 'garbage' ? Buffer.from('<html>') : encode({ type: 'response', id: 0, answers })
    return new Response(new Uint8Array(body), { status: 200 })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

describe('a failed attempt', () => {
  const ask = (steps: Step[], signal?: AbortSignal) => {
    const scripted = scriptedFetch(steps)
    const result = queryDoh('https://resolver.example/dns-query', 'acme.com', 'A', {
      fetch: scripted.fetch,
      timeoutMs: 50,
      signal,
    })
    return { result, calls: scripted.calls }
  }

  it.each<[string, Step]>([
    ['a timeout', 'hang'],
    ['a network error', 'network'],
    ['a 5xx', 503],
  ])('is tried once more after %s', async (_, step) => {
    const once = ask([step, 'ok'])
    await expect(once.result).resolves.toEqual({ rcode: 'NOERROR', values: ['192.0.2.1'] })
    expect(once.calls).toHaveLength(2)
    const twice = ask([step, step, 'ok'])
    await expect(twice.result).rejects.toThrow()
    expect(twice.calls).toHaveLength(2)
  })

  it.each<[string, Step]>([
    ['a 4xx', 400],
    ['a body that is no DNS message', 'garbage'],
  ])('is not tried again after %s', async (_, step) => {
    const { result, calls } = ask([step, 'ok'])
    await expect(result).rejects.toThrow()
    expect(calls).toHaveLength(1)
  })

  it('is not tried again once the caller aborted', async () => {
    const controller = new AbortController()
    const { result, calls } = ask(['hang', 'ok'], controller.signal)
    controller.abort()
    await expect(result).rejects.toThrow()
    expect(calls).toHaveLength(1)
  })
})
