import type { ErrorEvent, Event } from '@sentry/nextjs'
import { scrubEvent, scrubSpan, scrubUrls, sendWhile } from '#lib/error-reporting'

describe('sendWhile', () => {
  it('sends while consent stands and drops every envelope after it is withdrawn', async () => {
    const sent: unknown[] = []
    const transport = { send: async (envelope: unknown) => (sent.push(envelope), {}), flush: async () => true }
    let consented = true
    const gated = sendWhile(() => consented, transport as unknown as Parameters<typeof sendWhile>[1])
    const envelope = (name: string) => [{}, [[{ type: name }, {}]]] as unknown as Parameters<typeof gated.send>[0]
    await gated.send(envelope('replay_event'))
    consented = false
    await expect(gated.send(envelope('replay_event'))).resolves.toEqual({})
    expect(sent).toEqual([envelope('replay_event')])
    await expect(gated.flush()).resolves.toBe(true)
  })
})

describe('scrubEvent', () => {
  it('drops the query string from the page URL and the transaction name', () => {
    const event = {
      type: undefined,
      transaction: '/newsletter/unsubscribe?email=a@b.c',
      request: {
        url: 'https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.c&token=t',
        query_string: 'email=a%40b.c&token=t',
        headers: { 'User-Agent': 'x' },
      },
    } as ErrorEvent
    expect(scrubEvent(event)).toMatchObject({
      transaction: '/newsletter/unsubscribe',
      request: {
        url: 'https://plainguard.co.uk/newsletter/unsubscribe',
        query_string: undefined,
        headers: { 'User-Agent': 'x' },
      },
    })
  })

  it('drops the cookies, so a server error never reports the customer’s jwt', () => {
    const event = {
      type: undefined,
      request: {
        url: 'https://plainguard.co.uk/pricing',
        cookies: { jwt: 'SESSION-SECRET' },
        headers: { Cookie: 'jwt=SESSION-SECRET', cookie: 'jwt=SESSION-SECRET', 'User-Agent': 'x' },
      },
    } as ErrorEvent
    const scrubbed = scrubEvent(event)
    expect(JSON.stringify(scrubbed)).not.toContain('SESSION-SECRET')
    expect(scrubbed.request?.headers).toEqual({ 'User-Agent': 'x' })
  })

  it('leaves an event without a request alone', () => {
    const event = { type: undefined, message: 'boom' } as ErrorEvent
    expect(scrubEvent(event)).toEqual({ type: undefined, message: 'boom' })
  })
})

describe('scrubEvent on what beforeSend never sees', () => {
  const address = 'https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.c&token=t'

  it("drops the query string from a replay event's pages and from the Referer", () => {
    const event = {
      type: 'replay_event',
      urls: [address, '/pricing'],
      request: { url: address, headers: { Referer: address, 'User-Agent': 'x' } },
    } as unknown as Event
    expect(scrubEvent(event)).toMatchObject({
      urls: ['https://plainguard.co.uk/newsletter/unsubscribe', '/pricing'],
      request: {
        url: 'https://plainguard.co.uk/newsletter/unsubscribe',
        headers: { Referer: 'https://plainguard.co.uk/newsletter/unsubscribe', 'User-Agent': 'x' },
      },
    })
  })

  it('drops query strings from the breadcrumbs an error carries', () => {
    const event = {
      type: undefined,
      breadcrumbs: [
        { category: 'navigation', data: { from: '/newsletter/unsubscribe?email=a%40b.c', to: '/pricing' } },
        { category: 'fetch', data: { url: 'https://api.plainguard.co.uk/v1/newsletter/unsubscribe?x=1', method: 'POST' } },
      ],
    } as ErrorEvent
    expect(scrubEvent(event).breadcrumbs).toEqual([
      { category: 'navigation', data: { from: '/newsletter/unsubscribe', to: '/pricing' } },
      { category: 'fetch', data: { url: 'https://api.plainguard.co.uk/v1/newsletter/unsubscribe', method: 'POST' } },
    ])
  })
})

describe('scrubUrls', () => {
  it('strips the query string of every URL and path, however deep', () => {
    const recording = {
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: { op: 'navigation.navigate', description: '/newsletter/unsubscribe?email=a%40b.c', data: { size: 1 } },
      },
      nodes: [{ attributes: { href: 'https://plainguard.co.uk/x?token=t#top' } }],
    }
    expect(scrubUrls(recording)).toEqual({
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: { op: 'navigation.navigate', description: '/newsletter/unsubscribe', data: { size: 1 } },
      },
      nodes: [{ attributes: { href: 'https://plainguard.co.uk/x' } }],
    })
  })

  it('leaves other text, numbers and URLs without a query alone', () => {
    const value = { message: 'What? Why?', count: 3, ok: true, url: '/pricing', none: null }
    expect(scrubUrls(value)).toEqual(value)
  })
})

describe('scrubSpan', () => {
  const address = 'https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.co&token=abc'

  it('leaves no query string in a streamed span', () => {
    const span = {
      name: 'GET /newsletter/unsubscribe?email=a%40b.co&token=abc',
      attributes: {
        'http.target': '/newsletter/unsubscribe?email=a%40b.co&token=abc',
        'url.full': address,
        'http.url': { value: address, type: 'string' },
        'url.query': '?email=a%40b.co&token=abc',
        'http.query': 'email=a%40b.co&token=abc',
        'url.fragment': 'email=a%40b.co&token=abc',
        'http.method': 'GET',
        'http.status_code': 200,
      },
    }
    const scrubbed = scrubSpan(span)
    expect(scrubbed).toEqual({
      name: 'GET /newsletter/unsubscribe',
      attributes: {
        'http.target': '/newsletter/unsubscribe',
        'url.full': 'https://plainguard.co.uk/newsletter/unsubscribe',
        'http.url': { value: 'https://plainguard.co.uk/newsletter/unsubscribe', type: 'string' },
        'http.method': 'GET',
        'http.status_code': 200,
      },
    })
    expect(JSON.stringify(scrubbed)).not.toMatch(/a%40b\.co|a@b\.co|abc/)
  })

  it('scrubs a static span (description, data) and a fragment the same way', () => {
    expect(scrubSpan({ description: `fetch ${address.replace('?', '#')}`, data: { url: '/a?b=c#d' } })).toEqual({
      description: 'fetch https://plainguard.co.uk/newsletter/unsubscribe',
      data: { url: '/a' },
    })
  })

  it('scrubs the spans and root-span attributes a transaction event carries', () => {
    const event = {
      type: 'transaction',
      contexts: { trace: { span_id: '1', trace_id: '2', data: { 'url.full': address } } },
      spans: [
        { span_id: '3', trace_id: '2', start_timestamp: 0, description: `GET ${address}`, data: { 'http.query': 'email=a' } },
      ],
    } as unknown as Event
    expect(JSON.stringify(scrubEvent(event))).not.toMatch(/email|token/)
  })
})
