import { redirectTable } from '@/content/redirects'
import { publicPaths } from '@/content/routes'

const pages = new Set(publicPaths)
const under = (prefix: string) => publicPaths.filter((path) => path.startsWith(prefix))

describe('the redirect table', () => {
  it.each(redirectTable.filter(({ source }) => !source.includes(':')))('$source goes to a page: $destination', (redirect) => {
    expect(pages.has(redirect.destination)).toBe(true)
    expect(pages.has(redirect.source)).toBe(false)
  })

  it.each(redirectTable.filter(({ source }) => source.includes(':')))(
    '$source maps every page of its section: $destination',
    ({ source, destination }) => {
      const [from, to] = [source.replace(':slug', ''), destination.replace(':slug', '')]
      expect(under(to).length).toBeGreaterThan(0)
      // No page lives under the alias, so nothing real is redirected away.
      expect(under(from)).toEqual([])
    },
  )

  it('has no chains and no source twice', () => {
    const sources = redirectTable.map(({ source }) => source)
    expect(new Set(sources).size).toBe(sources.length)
    for (const { destination } of redirectTable) expect(sources).not.toContain(destination)
  })
})
