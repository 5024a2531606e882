import type { ErrorEvent } from '@sentry/core'
import { scrubEvent } from './error-reporting'

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
