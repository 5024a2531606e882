import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { securityHeaders } from '@/lib/security-headers'

const read = (name: string) => readFileSync(join(__dirname, name), 'utf8')

describe('the nginx configuration sends the security headers of lib/security-headers.ts', () => {
  const snippet = read('plainguard-headers.conf')
  const http = read('plainguard-http.conf')
  /** A map's value for one key, from plainguard-http.conf: `map $source $name { ... }`. */
  const mapValue = (name: string, key: string) =>
    new RegExp(`map \\S+ \\$${name} \\{[^}]*?^\\s*${key}\\s+"([^"]*)";`, 'm').exec(http)?.[1]

  it('adds exactly those headers with those values, and hides Next’s copies of the fixed ones', () => {
    // Two vary by response through a map: their values here are the ones most responses get.
    const variable = {
      plainguard_csp: mapValue('plainguard_csp', '""'),
      plainguard_referrer_policy: mapValue('plainguard_referrer_policy', 'default'),
    }
    const added = Object.fromEntries(
      [...snippet.matchAll(/^add_header ([\w-]+) (?:"(.*)"|\$(\w+)) always;$/gm)].map(([, name, value, map]) => [
        name!.toLowerCase(),
        value ?? variable[map as keyof typeof variable],
      ]),
    )
    const hidden = [...snippet.matchAll(/^proxy_hide_header ([\w-]+);$/gm)].map(([, name]) => name!.toLowerCase())
    const expected = securityHeaders.filter(({ key }) => key !== 'document-policy')
    expect(added).toEqual(Object.fromEntries(expected.map(({ key, value }) => [key, value])))
    for (const { key } of expected) if (key !== 'content-security-policy') expect(hidden).toContain(key)
  })

  it('passes Next’s Document-Policy through, neither adding nor hiding it: only a build with a Sentry DSN sends one', () => {
    expect(snippet.toLowerCase()).not.toMatch(/^[^#]*document-policy/m)
  })

  it('keeps the unsubscribe page’s no-referrer, as the middleware sends it', () => {
    const map = /map \$uri \$plainguard_referrer_policy \{([^}]*)\}/.exec(http)?.[1] ?? ''
    const pattern = new RegExp(/"~([^"]+)"\s+"no-referrer";/.exec(map)![1]!)
    for (const path of ['/newsletter/unsubscribe', '/newsletter/unsubscribe/']) expect(pattern.test(path)).toBe(true)
    for (const path of ['/', '/newsletter', '/newsletter/unsubscribe-not', '/x/newsletter/unsubscribe'])
      expect(pattern.test(path)).toBe(false)
  })

  it('adds the baseline policy only where the response has none, keeping a page’s own', () => {
    expect(snippet).toContain('add_header Content-Security-Policy $plainguard_csp always;')
    expect(snippet.toLowerCase()).not.toContain('proxy_hide_header content-security-policy')
    expect(mapValue('plainguard_csp', 'default')).toBe('')
  })

  it('is included in every server block and in every location that sets headers of its own', () => {
    const include = 'include /etc/nginx/snippets/plainguard-headers.conf;'
    const site = read('plainguard.conf')
    const servers = site.split(/^server \{/m).slice(1)
    for (const server of servers) expect(server.includes(include) || server.includes('plainguard-rules.conf')).toBe(true)
    const rules = read('plainguard-rules.conf')
    const locations = [...rules.matchAll(/^location [^{]+\{([\s\S]*?)^\}/gm)].map(([, body]) => body!)
    expect(locations.length).toBeGreaterThan(2)
    for (const location of locations) {
      if (/add_header|proxy_hide_header/.test(location)) expect(location).toContain(include)
    }
    expect(rules.replace(/^location [^{]+\{[\s\S]*?^\}/gm, '')).toContain(include)
  })
})

describe('the nginx configuration applies its server-wide settings everywhere', () => {
  it('includes plainguard-server.conf (TLS, timeouts, connection cap) in every server block, the default first', () => {
    const servers = read('plainguard.conf')
      .split(/^server \{/m)
      .slice(1)
    expect(servers.length).toBe(3)
    expect(servers[0]).toContain('default_server')
    for (const server of servers) expect(server).toContain('include /etc/nginx/snippets/plainguard-server.conf;')
    expect(read('plainguard.conf')).not.toMatch(/^\s*ssl_(protocols|ciphers)/m)
  })

  it('sets the request headers to Next once, for every location: one proxy_set_header there would drop them all', () => {
    const rules = read('plainguard-rules.conf')
    const locations = [...rules.matchAll(/^location [^{]+\{([\s\S]*?)^\}/gm)].map(([, body]) => body!)
    for (const location of locations) expect(location).not.toMatch(/proxy_set_header|proxy_http_version/)
    expect(rules).toContain('proxy_set_header Connection "";')
    expect(rules).toContain('proxy_set_header X-Middleware-Prefetch "";')
  })
})
