import type { ErrorEvent, Event } from '@sentry/core'
import { scrubEvent, scrubUrls } from './error-reporting'

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
      request: { url: 'https://plainguard.co.uk/newsletter/unsubscribe', query_string: undefined, headers: { 'User-Agent': 'x' } },
    })
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
      request: { url: 'https://plainguard.co.uk/newsletter/unsubscribe', headers: { Referer: 'https://plainguard.co.uk/newsletter/unsubscribe', 'User-Agent': 'x' } },
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
      data: { tag: 'performanceSpan', payload: { op: 'navigation.navigate', description: '/newsletter/unsubscribe?email=a%40b.c', data: { size: 1 } } },
      nodes: [{ attributes: { href: 'https://plainguard.co.uk/x?token=t#top' } }],
    }
    expect(scrubUrls(recording)).toEqual({
      type: 5,
      data: { tag: 'performanceSpan', payload: { op: 'navigation.navigate', description: '/newsletter/unsubscribe', data: { size: 1 } } },
      nodes: [{ attributes: { href: 'https://plainguard.co.uk/x' } }],
    })
  })

  it('leaves other text, numbers and URLs without a query alone', () => {
    const value = { message: 'What? Why?', count: 3, ok: true, url: '/pricing', none: null }
    expect(scrubUrls(value)).toEqual(value)
  })
})
