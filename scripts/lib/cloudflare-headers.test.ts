import { securityHeaders } from '#lib/security-headers'
import { headersFile } from '#scripts/lib/cloudflare-headers'

describe('headersFile', () => {
  const file = headersFile(securityHeaders)
  const rules = file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .reduce<Record<string, string[]>>((all, line, index, lines) => {
      if (!line.startsWith(' ')) all[line] = []
      else {
        const path = lines
          .slice(0, index)
          .reverse()
          .find((previous) => !previous.startsWith(' '))!
        all[path]!.push(line.trim())
      }
      return all
    }, {})

  it('gives every static file each security header, with the baseline policy', () => {
    expect(rules['/*']).toEqual(securityHeaders.map(({ key, value }) => `${key}: ${value}`))
    expect(rules['/*']).toContain(
      "content-security-policy: default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    )
  })

  it('caches Next’s content-hashed files for a year, immutable, as next start does', () => {
    expect(rules['/_next/static/*']).toEqual(['cache-control: public, max-age=31536000, immutable'])
  })

  it('is nothing but comments, paths and indented name: value lines', () => {
    for (const line of file.split('\n').filter(Boolean)) expect(line).toMatch(/^(#.*|\/\S*|  [a-z-]+: \S.*)$/)
  })
})
