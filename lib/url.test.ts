import { linkedDomain, stripQuery, unsubscribeLink } from '#lib/url'

describe('stripQuery', () => {
  it.each([
    [
      'https://plainguard.co.uk/newsletter/unsubscribe?email=a%40b.c&token=x#top',
      'https://plainguard.co.uk/newsletter/unsubscribe',
    ],
    ['https://plainguard.co.uk/', 'https://plainguard.co.uk/'],
    ['/pricing#plans', '/pricing'],
    ['/blog?page=2', '/blog'],
    ['', ''],
  ])('%s -> %s', (url, stripped) => {
    expect(stripQuery(url)).toBe(stripped)
  })
})

describe('unsubscribeLink', () => {
  it('reads the fragment form the emails use', () => {
    expect(unsubscribeLink('', '#email=a%40b.co&token=abc')).toEqual({ email: 'a@b.co', token: 'abc' })
  })

  it('reads the query of links sent before', () => {
    expect(unsubscribeLink('?email=a%40b.co&token=abc', '')).toEqual({ email: 'a@b.co', token: 'abc' })
  })

  it('prefers the fragment when a link has both, and gives empty values when it has neither', () => {
    expect(unsubscribeLink('?email=old%40b.co&token=old', '#email=new%40b.co&token=new')).toEqual({
      email: 'new@b.co',
      token: 'new',
    })
    expect(unsubscribeLink('', '')).toEqual({ email: '', token: '' })
    expect(unsubscribeLink('?utm_source=x', '#top')).toEqual({ email: '', token: '' })
  })
})

describe('linkedDomain', () => {
  it('reads #domain=, else ?domain=, trimmed', () => {
    expect(linkedDomain('', '#domain=example.co.uk')).toBe('example.co.uk')
    expect(linkedDomain('?domain=%20example.com%20', '')).toBe('example.com')
    expect(linkedDomain('?domain=query.example', '#domain=fragment.example')).toBe('fragment.example')
  })

  it('is empty when the link carries none', () => {
    expect(linkedDomain('?email=a%40b.c', '#top')).toBe('')
  })
})
