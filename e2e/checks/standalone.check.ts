// The Dockerfile's layout (standalone server, static files, public/) proven without a container engine.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, expect } from '@playwright/test'
import { pageHeaderPolicy } from '#lib/csp'
import { securityHeaders } from '#lib/security-headers'
import { inlineScriptHashes } from '#scripts/lib/page-policy'
import { policyOf } from '#scripts/lib/html'
import { checkPorts } from '#test/env'
import { layOutStandalone, repoRoot, startServer } from '#test/servers'

const buildId = (dir: string) => (existsSync(join(dir, 'BUILD_ID')) ? readFileSync(join(dir, 'BUILD_ID'), 'utf8') : null)

const test = base.extend<object, { origin: string }>({
  origin: [
    async ({}, use) => {
      // The Dockerfile's build stage is the checkout's own build, made standalone (CI's e2e build is that one).
      const built = buildId(join(repoRoot, '.next/standalone/.next'))
      if (!built || built !== buildId(join(repoRoot, '.next')))
        throw new Error('check:standalone serves the standalone build: run `BUILD_STANDALONE=1 npm run build` first')
      const dir = mkdtempSync(join(tmpdir(), 'plainguard-standalone-'))
      layOutStandalone(dir)
      const origin = `http://localhost:${checkPorts.standalone}`
      // Only the runtime stage's ENV (Dockerfile): nothing of this shell's leaks in.
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        HOSTNAME: '0.0.0.0',
        PORT: String(checkPorts.standalone),
      }
      const server = await startServer(process.execPath, ['server.js'], `${origin}/robots.txt`, env as NodeJS.ProcessEnv, dir)
      await use(origin)
      server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 1_200_000 },
  ],
})

const missingHeaders = (response: Response) =>
  securityHeaders.filter(({ key }) => !response.headers.get(key)).map(({ key }) => key)

const pages: [path: string, cookie: string | undefined, status: number, text: string][] = [
  ['/', undefined, 200, 'Book a Demo'],
  ['/pricing', undefined, 200, 'Simple Security, Simple Pricing'],
  ['/pricing', 'jwt=header.payload.sig', 200, 'Dashboard'],
  ['/solutions/takedowns', undefined, 200, 'Takedowns'],
  ['/blog/understanding-phishing', undefined, 200, 'phishing'],
  ['/no-such-page', undefined, 404, 'Book a Demo'],
]
for (const [path, cookie, status, text] of pages) {
  test(`GET ${path}${cookie ? ' (customer)' : ''}: ${status} with its scripts' hashes and every header`, async ({ origin }) => {
    const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} })
    const html = await response.text()
    // The page's policy is a <meta> in its HTML; its header says only what a <meta> cannot (lib/csp.ts).
    const allowed = new Set(policyOf(html)?.match(/'sha256-[^']+'/g) ?? [])
    expect(response.headers.get('content-security-policy')).toBe(pageHeaderPolicy)
    const scripts = inlineScriptHashes(html)
    expect(response.status).toBe(status)
    expect(html).toContain(text)
    expect(scripts.length).toBeGreaterThan(0)
    expect([...allowed].sort()).toEqual([...new Set(scripts)].sort())
    expect(missingHeaders(response)).toEqual([])
    expect(response.headers.get('cache-control')).toMatch(/^private\b/)
  })
}

const chunkOfHome = async (origin: string) => {
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(await (await fetch(`${origin}/`)).text())?.[0]
  expect(chunk, 'the home page names a chunk').toBeDefined()
  return chunk!
}
for (const [label, path] of [
  ['a chunk the home page names', chunkOfHome],
  ['/icon.svg', '/icon.svg'],
  ['/robots.txt', '/robots.txt'],
  ['/sitemap.xml', '/sitemap.xml'],
] as const) {
  test(`GET ${label}: 200, every header`, async ({ origin }) => {
    const response = await fetch(`${origin}${typeof path === 'string' ? path : await path(origin)}`)
    expect(response.status).toBe(200)
    expect(missingHeaders(response)).toEqual([])
  })
}
