import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pagePoliciesWritten } from '#lib/csp'
import { buildVersion, inlinedEnv, launchBuild, parseEnv, serverEnv } from '#lib/env'

describe('parseEnv', () => {
  it('applies the documented defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      NEXT_PUBLIC_SITE_URL: 'https://plainguard.co.uk',
      NEXT_PUBLIC_API_URL: 'https://api.plainguard.co.uk',
      NEXT_PUBLIC_STATUSPAGE_URL: 'https://plainguard.statuspage.io/api/v2/incidents/unresolved.json',
      NEXT_PUBLIC_DASHBOARD_URL: 'https://dashboard.plainguard.co.uk',
      NEXT_PUBLIC_SENTRY_DSN: undefined,
      NEXT_PUBLIC_BUILD_VERSION: '0.0.1',
      LOOKALIKE_DOH_URL: 'https://cloudflare-dns.com/dns-query',
      PLAINGUARD_LAUNCH: undefined,
    })
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ NEXT_PUBLIC_API_URL: '', NEXT_PUBLIC_SENTRY_DSN: '' })).toMatchObject({
      NEXT_PUBLIC_API_URL: 'https://api.plainguard.co.uk',
      NEXT_PUBLIC_SENTRY_DSN: undefined,
    })
  })

  it('accepts overrides and drops a trailing slash', () => {
    const env = parseEnv({
      NEXT_PUBLIC_API_URL: 'http://localhost:4000/',
      NEXT_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      NEXT_PUBLIC_BUILD_VERSION: '1a2b3c4d',
    })
    expect(env.NEXT_PUBLIC_API_URL).toBe('http://localhost:4000')
    expect(env.NEXT_PUBLIC_SENTRY_DSN).toBe('https://key@o1.ingest.sentry.io/2')
    expect(env.NEXT_PUBLIC_BUILD_VERSION).toBe('1a2b3c4d')
  })

  it.each([
    ['NEXT_PUBLIC_API_URL', 'not-a-url'],
    ['NEXT_PUBLIC_SITE_URL', 'ftp://plainguard.co.uk'],
    ['NEXT_PUBLIC_STATUSPAGE_URL', 'javascript:alert(1)'],
    ['NEXT_PUBLIC_DASHBOARD_URL', '/relative'],
    ['NEXT_PUBLIC_SENTRY_DSN', 'nonsense'],
    ['NEXT_PUBLIC_BUILD_VERSION', 'xyz'],
    ['LOOKALIKE_DOH_URL', 'dns.example/dns-query'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}: .*"${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"`))
  })

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_API_URL: 'x', NEXT_PUBLIC_SITE_URL: 'y' })).toThrow(
      /NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_API_URL/,
    )
  })
})

describe('LOOKALIKE_DOH_URL: server-only, read at request time', () => {
  it('defaults to Cloudflare and takes another resolver, a stand-in on loopback included', () => {
    expect(serverEnv({})).toEqual({ LOOKALIKE_DOH_URL: 'https://cloudflare-dns.com/dns-query' })
    expect(serverEnv({ LOOKALIKE_DOH_URL: '' }).LOOKALIKE_DOH_URL).toBe('https://cloudflare-dns.com/dns-query')
    expect(serverEnv({ LOOKALIKE_DOH_URL: 'http://127.0.0.1:5353/dns-query' }).LOOKALIKE_DOH_URL).toBe(
      'http://127.0.0.1:5353/dns-query',
    )
  })

  it('is read from the environment of the moment, and refused naming it when bad', () => {
    const saved = process.env.LOOKALIKE_DOH_URL
    try {
      process.env.LOOKALIKE_DOH_URL = 'https://dns.google/dns-query'
      expect(serverEnv().LOOKALIKE_DOH_URL).toBe('https://dns.google/dns-query')
      process.env.LOOKALIKE_DOH_URL = 'file:///etc/hosts'
      expect(() => serverEnv()).toThrow(/LOOKALIKE_DOH_URL: must be an absolute http\(s\) URL/)
    } finally {
      if (saved === undefined) delete process.env.LOOKALIKE_DOH_URL
      else process.env.LOOKALIKE_DOH_URL = saved
    }
  })

  it('is never among the values Next inlines', () => {
    const inlined = inlinedEnv(parseEnv({ LOOKALIKE_DOH_URL: 'https://dns.google/dns-query' }))
    expect(inlined).not.toHaveProperty('LOOKALIKE_DOH_URL')
    expect(inlined).toHaveProperty('NEXT_PUBLIC_SITE_URL', 'https://plainguard.co.uk')
  })
})

describe('launchBuild: a build that refuses stand-in facts', () => {
  it('is one when PLAINGUARD_LAUNCH is 1, or on Vercel production unless it is 0', () => {
    expect(launchBuild({})).toBe(false)
    expect(launchBuild({ PLAINGUARD_LAUNCH: '1' })).toBe(true)
    expect(launchBuild({ VERCEL_ENV: 'production' })).toBe(true)
    expect(launchBuild({ VERCEL_ENV: 'production', PLAINGUARD_LAUNCH: '0' })).toBe(false)
    expect(launchBuild({ VERCEL_ENV: 'preview' })).toBe(false)
  })

  it('takes only 0 or 1', () => {
    expect(() => parseEnv({ PLAINGUARD_LAUNCH: 'yes' })).toThrow('PLAINGUARD_LAUNCH: must be 0 or 1 (got "yes")')
  })
})

describe('buildVersion', () => {
  const sha = '0123456789abcdef0123456789abcdef01234567'
  const noGit = () => undefined

  it('prefers VERCEL_GIT_COMMIT_SHA, then NEXT_PUBLIC_COMMIT_SHA, then git', () => {
    expect(buildVersion({ VERCEL_GIT_COMMIT_SHA: sha, NEXT_PUBLIC_COMMIT_SHA: 'ffffffff' }, noGit)).toBe('01234567')
    expect(buildVersion({ NEXT_PUBLIC_COMMIT_SHA: 'FEDCBA9876' }, noGit)).toBe('fedcba98')
    expect(buildVersion({}, () => `${sha}\n`)).toBe('01234567')
  })

  it('falls back to 0.0.1 without a usable hash', () => {
    expect(buildVersion({}, noGit)).toBe('0.0.1')
    expect(buildVersion({ NEXT_PUBLIC_COMMIT_SHA: 'not-hex!' }, noGit)).toBe('0.0.1')
    expect(buildVersion({ NEXT_PUBLIC_COMMIT_SHA: 'abc' }, noGit)).toBe('0.0.1')
  })
})

describe('next.config.mjs', () => {
  // Loading the config is the first thing `next build` and `next start` do; `next start` needs a finished build.
  const built = mkdtempSync(join(tmpdir(), 'built-'))
  writeFileSync(join(built, pagePoliciesWritten), '')
  const served = { ...process.env, PLAINGUARD_DIST_DIR: built }
  function loadConfig(env: Record<string, string>) {
    return spawnSync(process.execPath, ['--input-type=module', '-e', "await import('./next.config.mjs')"], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })
  }

  it('stops with a message naming a bad variable', () => {
    const result = loadConfig({ NEXT_PUBLIC_API_URL: 'not-a-url' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('NEXT_PUBLIC_API_URL: must be an absolute http(s) URL (got "not-a-url")')
  })

  it("stops a production build on Vercel while the company's facts are stand-ins", () => {
    const script = `const { default: config } = await import('./next.config.mjs'); config('phase-production-build')`
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, ...env }, encoding: 'utf8' })
    const launch = run({ VERCEL_ENV: 'production', PLAINGUARD_LAUNCH: '' })
    expect(launch.status).not.toBe(0)
    expect(launch.stderr).toContain("A launch build, but the company's facts are still stand-ins")
    expect(launch.stderr).toContain('docker build --build-arg PLAINGUARD_LAUNCH=0')
    expect(run({ VERCEL_ENV: 'production', PLAINGUARD_LAUNCH: '0' }).status).toBe(0)
  })

  it('refuses to serve a build that `next build` alone wrote, whose pages would refuse their own scripts', () => {
    const script = `const { default: config } = await import('./next.config.mjs'); await config('phase-production-server')`
    const serve = (distDir: string) =>
      spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, PLAINGUARD_DIST_DIR: distDir },
        encoding: 'utf8',
      })
    const plain = mkdtempSync(join(tmpdir(), 'plain-build-'))
    expect(serve(plain).stderr).toContain('was built by `next build` alone: build with `npm run build`')
    writeFileSync(join(plain, pagePoliciesWritten), '')
    expect(serve(plain).status).toBe(0)
  })

  it('loads with the defaults', () => {
    expect(loadConfig({}).status).toBe(0)
  })

  it('stops on a bad server-only variable too, and never hands one to Next to inline', () => {
    expect(loadConfig({ LOOKALIKE_DOH_URL: 'nonsense' }).stderr).toContain('LOOKALIKE_DOH_URL: must be an absolute http(s) URL')
    const script = `const { default: config } = await import('./next.config.mjs'); console.log(JSON.stringify(Object.keys((await config('phase-production-build')).env)))`
    const inlined = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, LOOKALIKE_DOH_URL: 'https://dns.google/dns-query' },
      encoding: 'utf8',
    })
    expect(JSON.parse(inlined.stdout)).not.toContain('LOOKALIKE_DOH_URL')
    expect(JSON.parse(inlined.stdout)).toContain('NEXT_PUBLIC_SITE_URL')
  })

  it('sends the baseline CSP with every build and none under next dev', () => {
    // Next sets NODE_ENV (development under next dev) before it asks for the headers; here only after the config is
    // read, so that content-collections builds once instead of starting next dev's watcher.
    const headerKeys = (phase: string, NODE_ENV: 'development' | 'production') => {
      const script = `const { default: config } = await import('./next.config.mjs'); const built = await config('${phase}'); process.env.NODE_ENV = '${NODE_ENV}'; const [rule] = await built.headers(); console.log(JSON.stringify(rule.headers.map(({ key }) => key)))`
      return JSON.parse(
        spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: served, encoding: 'utf8' }).stdout,
      ) as string[]
    }
    expect(headerKeys('phase-production-build', 'production')).toContain('content-security-policy')
    expect(headerKeys('phase-production-server', 'production')).toContain('content-security-policy')
    const dev = headerKeys('phase-development-server', 'development')
    expect(dev).not.toContain('content-security-policy')
    expect(dev).toContain('strict-transport-security')
  })

  it('makes the content editor’s `.dev.tsx` and `.dev.ts` route files routes under next dev only', () => {
    const extensions = (phase: string) => {
      const script = `const { default: config } = await import('./next.config.mjs'); console.log(JSON.stringify((await config('${phase}')).pageExtensions ?? null))`
      return JSON.parse(
        spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: served, encoding: 'utf8' }).stdout,
      ) as string[] | null
    }
    // Next's own default (tsx, ts, jsx, js) in every build: a `page.dev.tsx` is no page there.
    expect(extensions('phase-production-build')).toBeNull()
    expect(extensions('phase-production-server')).toBeNull()
    expect(extensions('phase-development-server')).toEqual(['dev.tsx', 'dev.ts', 'tsx', 'ts', 'jsx', 'js'])
  })
})
