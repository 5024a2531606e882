import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { baselinePolicy, securityHeaders } from '@/lib/security-headers'

const read = (name: string) => readFileSync(join(__dirname, name), 'utf8')

describe('the nginx configuration sends the security headers of lib/security-headers.ts', () => {
  const snippet = read('plainguard-headers.conf')
  const added = Object.fromEntries(
    [...snippet.matchAll(/^add_header ([\w-]+) "(.*)" always;$/gm)].map(([, name, value]) => [name!.toLowerCase(), value]),
  )

  it('adds every header but the policy with the same value, and hides Next’s copy', () => {
    const referrerPolicy = /map \$uri \$plainguard_referrer_policy \{[^}]*default\s+"([^"]+)";/.exec(
      read('plainguard-http.conf'),
    )?.[1]
    for (const { key, value } of securityHeaders.filter(({ key }) => key !== 'content-security-policy')) {
      expect(key === 'referrer-policy' ? referrerPolicy : added[key]).toBe(value)
      expect(snippet.toLowerCase()).toContain(`proxy_hide_header ${key};`)
    }
    expect(snippet).toContain('add_header Referrer-Policy $plainguard_referrer_policy always;')
  })

  it('passes Next’s Document-Policy through, neither adding nor hiding it: only a build with a Sentry DSN sends one', () => {
    expect(snippet.toLowerCase()).not.toMatch(/^[^#]*document-policy/m)
  })

  it('keeps the unsubscribe page’s no-referrer, as the middleware sends it', () => {
    const map = /map \$uri \$plainguard_referrer_policy \{([^}]*)\}/.exec(read('plainguard-http.conf'))?.[1] ?? ''
    const pattern = new RegExp(/"~([^"]+)"\s+"no-referrer";/.exec(map)![1]!)
    for (const path of ['/newsletter/unsubscribe', '/newsletter/unsubscribe/']) expect(pattern.test(path)).toBe(true)
    for (const path of ['/', '/newsletter', '/newsletter/unsubscribe-not', '/x/newsletter/unsubscribe'])
      expect(pattern.test(path)).toBe(false)
  })

  it('adds the baseline policy only where the response has none, keeping a page’s own', () => {
    expect(snippet).toContain('add_header Content-Security-Policy $plainguard_csp always;')
    expect(snippet.toLowerCase()).not.toContain('proxy_hide_header content-security-policy')
    const map = /map \$upstream_http_content_security_policy \$plainguard_csp \{([^}]*)\}/.exec(read('plainguard-http.conf'))?.[1]
    expect(map).toContain(`""      "${baselinePolicy}";`)
    expect(map).toMatch(/default\s+"";/)
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
