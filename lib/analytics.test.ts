import { withoutQuery } from '#lib/analytics'

describe('withoutQuery', () => {
  it('drops the query string and fragment from analytics events', () => {
    expect(
      withoutQuery({ type: 'pageview', url: 'https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.c&token=x#top' }),
    ).toEqual({
      type: 'pageview',
      url: 'https://plainguard.co.uk/newsletter/unsubscribe',
    })
    expect(withoutQuery({ type: 'event', url: 'https://plainguard.co.uk/' })).toEqual({
      type: 'event',
      url: 'https://plainguard.co.uk/',
    })
  })
})
