import { checkLineOf, CheckFailed, fetchRegistered, REGISTERED_TIMEOUT_MS } from '#lib/lookalike/registered-fetch'
import { CHECK_TIME_CAP_MS } from '#lib/lookalike/check-registered'

const ndjson = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } })

async function lines(response: Response | (() => Promise<Response>), signal = new AbortController().signal) {
  const fetcher = jest.fn<Promise<Response>, [string]>(typeof response === 'function' ? response : async () => response)
  const seen = []
  for await (const line of fetchRegistered('example.co.uk', signal, fetcher as typeof fetch)) seen.push(line)
  return { seen, url: fetcher.mock.calls[0]![0] }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error) => (error instanceof CheckFailed ? error.failure : error),
  )

describe('fetchRegistered', () => {
  it('asks the site’s route for the domain and gives each line, up to the totals', async () => {
    const body =
      '{"checked":0,"of":2}\n{"domain":"a.co.uk","display":"a.co.uk","technique":"omission","ns":[],"a":["192.0.2.1"],"aaaa":[],"mx":[],"status":"registered"}\n{"done":true,"checked":2,"registered":1,"ms":5}\n'
    const { seen, url } = await lines(ndjson(body))
    expect(url).toBe('/api/lookalikes/registered?domain=example.co.uk')
    expect(seen).toHaveLength(3)
    expect(seen.at(-1)).toEqual({ done: true, checked: 2, registered: 1, ms: 5 })
  })

  it.each([
    [429, 'rate-limited'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [400, 'refused'],
    [414, 'refused'],
  ])('a %i is %s', async (status, kind) => {
    expect(await failure(lines(new Response('{"error":"no"}', { status })))).toBe(kind)
  })

  it('a page that is not the check’s (a proxy’s HTML) is unavailable', async () => {
    const html = new Response('<html>', { headers: { 'content-type': 'text/html' } })
    expect(await failure(lines(html))).toBe('unavailable')
  })

  it('a failed request is a network failure, and so is a body cut before its totals', async () => {
    expect(await failure(lines(() => Promise.reject(new TypeError('Failed to fetch'))))).toBe('network')
    expect(await failure(lines(ndjson('{"checked":0,"of":2}\n')))).toBe('network')
  })

  it('an abort by the page is passed on as it is, not as a failure', async () => {
    const controller = new AbortController()
    controller.abort()
    const aborted = () => Promise.reject(controller.signal.reason)
    expect(await failure(lines(aborted, controller.signal))).toBe(controller.signal.reason)
  })

  it('skips a line of another shape', () => {
    expect(checkLineOf({ checked: 1, of: 2 })).toEqual({ checked: 1, of: 2 })
    expect(checkLineOf({ domain: 'a.co.uk', display: 'a.co.uk', technique: 'omission', ns: [1] })).toBeNull()
    expect(checkLineOf('text')).toBeNull()
    expect(checkLineOf({ done: true })).toBeNull()
    const found = { domain: 'a.co.uk', display: 'a.co.uk', technique: 'omission', status: 'registered' }
    const records = { ns: ['ns.a.co.uk'], a: ['192.0.2.1'], aaaa: [], mx: [] }
    expect(checkLineOf({ ...found, ...records })).toEqual({ ...found, ...records })
    expect(checkLineOf({ ...found, ...records, technique: 'guesswork' })).toBeNull()
    expect(checkLineOf({ ...found, ...records, status: 'maybe' })).toBeNull()
    const done = { done: true, checked: 10, registered: 1, ms: 900 }
    expect(checkLineOf({ ...done, partial: true })).toEqual({ ...done, partial: true })
    expect(checkLineOf({ done: true, checked: 10 })).toBeNull()
  })

  it('waits longer than the server’s own time cap', () => {
    expect(REGISTERED_TIMEOUT_MS).toBeGreaterThan(CHECK_TIME_CAP_MS)
  })
})
