// npm run image-check: the standalone server, as Next's documented recipe deploys it and the Dockerfile
// packs it, proven without a container engine. Builds with NEXT_PRIVATE_STANDALONE=true (the Dockerfile's
// build stage; CI's Worker build makes the same one), copies .next/standalone into an empty folder with
// .next/static and public beside it as the recipe does, starts `node server.js` there with the runtime
// stage's environment, and checks what a visitor gets: pages in both audiences, the 404, build assets
// and public files, the security headers, and a CSP whose hashes are exactly the page's inline scripts.
// Exits 1 when a check fails.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { securityHeaders } from '../lib/security-headers.ts'
import { inlineScriptHashes } from './lib/csp-hashes.mjs'
import { freePort, quietEnv, repoRoot, run, startServer } from './lib/servers.mjs'
import { markdownTable } from './lib/table.mjs'

// The standalone build, unless this checkout already has it (CI's Worker build makes the same one).
const buildId = (/** @type {string} */ dir) =>
  existsSync(join(dir, 'BUILD_ID')) ? readFileSync(join(dir, 'BUILD_ID'), 'utf8') : null
const standalone = join(repoRoot, '.next/standalone')
if (!buildId(join(standalone, '.next')) || buildId(join(standalone, '.next')) !== buildId(join(repoRoot, '.next'))) {
  run('npm', ['run', 'build'], { ...quietEnv, NEXT_PRIVATE_STANDALONE: 'true' })
}

// The recipe (and the Dockerfile's COPY lines): the standalone folder, then the static files and public beside it.
const image = mkdtempSync(join(tmpdir(), 'plainguard-image-'))
cpSync(standalone, image, { recursive: true })
cpSync(join(repoRoot, '.next/static'), join(image, '.next/static'), { recursive: true })
cpSync(join(repoRoot, 'public'), join(image, 'public'), { recursive: true })

const port = await freePort(3500)
const origin = `http://localhost:${port}`
// Only the runtime stage's ENV (Dockerfile): nothing of this shell's leaks in.
const env = /** @type {NodeJS.ProcessEnv} */ (
  /** @type {unknown} */ ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '0.0.0.0',
    PORT: String(port),
  })
)
const server = await startServer(process.execPath, ['server.js'], `${origin}/robots.txt`, env, image)
process.on('exit', () => {
  server.stop()
  rmSync(image, { recursive: true, force: true })
})

/** @type {string[][]} */
const rows = []
let failures = 0
/** @param {string} check @param {boolean} ok @param {string} result */
const record = (check, ok, result) => {
  rows.push([check, result, ok ? 'ok' : 'FAILED'])
  if (!ok) failures++
}
/** @param {Response} response */
const missingHeaders = (response) => securityHeaders.filter(({ key }) => !response.headers.get(key)).map(({ key }) => key)

/** @type {[path: string, cookie: string | undefined, status: number, text: string][]} */
const pages = [
  ['/', undefined, 200, 'Book a Demo'],
  ['/pricing', undefined, 200, 'Simple Security, Simple Pricing'],
  ['/pricing', 'jwt=header.payload.sig', 200, 'Dashboard'],
  ['/solutions/takedowns', undefined, 200, 'Takedowns'],
  ['/blog/understanding-phishing', undefined, 200, 'phishing'],
  ['/no-such-page', undefined, 404, 'Book a Demo'],
]
for (const [path, cookie, status, text] of pages) {
  const response = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} })
  const html = await response.text()
  const policy = response.headers.get('content-security-policy') ?? ''
  const allowed = new Set(policy.match(/'sha256-[^']+'/g) ?? [])
  const scripts = inlineScriptHashes(html)
  const hashesMatch = scripts.length > 0 && scripts.every((hash) => allowed.has(hash)) && allowed.size === new Set(scripts).size
  const missing = missingHeaders(response)
  record(
    `GET ${path}${cookie ? ' (customer)' : ''}`,
    response.status === status &&
      html.includes(text) &&
      hashesMatch &&
      missing.length === 0 &&
      /^private\b/.test(response.headers.get('cache-control') ?? ''),
    `${response.status}, "${text}" ${html.includes(text) ? 'shown' : 'MISSING'}; CSP hashes ${hashesMatch ? `= its ${scripts.length} inline scripts` : 'do NOT match its inline scripts'}; headers ${missing.length ? `missing ${missing.join(', ')}` : 'all'}; Cache-Control: ${response.headers.get('cache-control')}`,
  )
}

const home = await (await fetch(`${origin}/`)).text()
const chunk = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0]
for (const path of [chunk ?? '/_next/static/(no chunk named in the home page)', '/icon.svg', '/robots.txt', '/sitemap.xml']) {
  const response = await fetch(`${origin}${path}`)
  const missing = missingHeaders(response)
  record(
    `GET ${path.length > 40 ? `${path.slice(0, 37)}…` : path}`,
    response.status === 200 && missing.length === 0,
    `${response.status}; headers ${missing.length ? `missing ${missing.join(', ')}` : 'all'}`,
  )
}

console.log(`\nimage-check: node server.js in .next/standalone with .next/static and public beside it\n`)
console.log(markdownTable(['check', 'result', ''], rows))
if (failures) {
  console.error(`image-check: ${failures} of ${rows.length} checks failed`)
  process.exit(1)
}
console.log(`image-check: all ${rows.length} checks passed`)
process.exit(0)
