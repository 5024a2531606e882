import { redirectTarget, type Redirect } from '#lib/redirect'

const table: Redirect[] = [
  { source: '/industry/manufacturing', destination: '/industry/manufactering' },
  { source: '/industries/:slug', destination: '/industry/:slug' },
]

describe('redirectTarget', () => {
  it('moves an exact path', () => {
    expect(redirectTarget('/industry/manufacturing', table)).toBe('/industry/manufactering')
  })

  it('moves any one page of an aliased section, keeping its name', () => {
    expect(redirectTarget('/industries/retail', table)).toBe('/industry/retail')
  })

  it('drops a trailing slash, before the table and without it', () => {
    expect(redirectTarget('/industries/retail/', table)).toBe('/industry/retail')
    expect(redirectTarget('/pricing//', table)).toBe('/pricing')
    expect(redirectTarget('/industries/', table)).toBe('/industries')
  })

  it('never leads to another host', () => {
    expect(redirectTarget('//evil.example/', table)).toBe('/evil.example')
  })

  it.each(['/industries', '/industries/a/b', '/industry/retail', '/industry/manufacturing/x', '/'])('leaves %s alone', (path) => {
    expect(redirectTarget(path, table)).toBeUndefined()
  })
})
