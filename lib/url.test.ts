import { stripQuery } from './url'

describe('stripQuery', () => {
  it.each([
    ['https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.c&token=x#top', 'https://plainguard.co.uk/newsletter/unsubscribe'],
    ['https://plainguard.co.uk/', 'https://plainguard.co.uk/'],
    ['/pricing#plans', '/pricing'],
    ['/blog?page=2', '/blog'],
    ['', ''],
  ])('%s -> %s', (url, stripped) => {
    expect(stripQuery(url)).toBe(stripped)
  })
})
