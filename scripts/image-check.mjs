// npm run image-check: the Docker image's contents, proven without a container engine. Reads the
// Dockerfile's runtime stage, copies exactly the files it copies (from this checkout's build, made
// with the build stage's ENV) into an empty folder, starts its CMD there with its ENV, and checks what
// a visitor gets: pages in both audiences, the 404, build assets and public files, the security
// headers, and a CSP whose hashes are exactly the page's inline scripts. Exits 1 when a check fails.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { securityHeaders } from '../lib/security-headers.mjs'
import { inlineScriptHashes } from './lib/csp-hashes.mjs'
import { parseDockerfile, runtimeStage } from './lib/dockerfile.mjs'
import { freePort, quietEnv, repoRoot, run, startServer } from './lib/servers.mjs'
import { markdownTable } from './lib/table.mjs'

const { runtime, build } = runtimeStage(parseDockerfile(readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')))

// The build stage's build, unless this checkout already has it (CI's Worker build makes the same one).
const buildId = (/** @type {string} */ dir) => (existsSync(join(dir, 'BUILD_ID')) ? readFileSync(join(dir, 'BUILD_ID'), 'utf8') : null)
const standalone = join(repoRoot, '.next/standalone')
if (!buildId(join(standalone, '.next')) || buildId(join(standalone, '.next')) !== buildId(join(repoRoot, '.next'))) {
  run('npm', ['run', 'build'], { ...quietEnv, ...build.env })
}

// The runtime stage's copies, source by source, as Docker makes them: a folder's contents into the
// destination, a file into it (a destination ending in / or naming an existing folder) or as it.
const image = mkdtempSync(join(tmpdir(), 'plainguard-image-'))
const inImage = (/** @type {string} */ path) => resolve(image, relative(runtime.workdir, resolve(runtime.workdir, path)))
for (const { sources, destination } of runtime.copies) {
  for (const source of sources) {
    const from = join(repoRoot, relative(build.workdir, source))
    if (!existsSync(from)) throw new Error(`image-check: the Dockerfile copies ${source}, which the build did not make`)
    const to = inImage(destination)
    const intoFolder = destination.endsWith('/') || (existsSync(to) && statSync(to).isDirectory())
    cpSync(from, statSync(from).isDirectory() || !intoFolder ? to : join(to, source.split('/').at(-1) ?? ''), { recursive: true })
  }
}

const port = await freePort(3500)
const origin = `http://localhost:${port}`
const [command = '', ...args] = runtime.cmd
// Only what the image's ENV sets (and a PATH to find its CMD): nothing of this shell's leaks in.
const env = /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ ({ PATH: process.env.PATH, ...runtime.env, PORT: String(port) }))
const server = await startServer(command === 'node' ? process.execPath : command, args, `${origin}/robots.txt`, env, image)
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
    response.status === status && html.includes(text) && hashesMatch && missing.length === 0 && /^private\b/.test(response.headers.get('cache-control') ?? ''),
    `${response.status}, "${text}" ${html.includes(text) ? 'shown' : 'MISSING'}; CSP hashes ${hashesMatch ? `= its ${scripts.length} inline scripts` : 'do NOT match its inline scripts'}; headers ${missing.length ? `missing ${missing.join(', ')}` : 'all'}; Cache-Control: ${response.headers.get('cache-control')}`,
  )
}

const home = await (await fetch(`${origin}/`)).text()
const chunk = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0]
for (const path of [chunk ?? '/_next/static/(no chunk named in the home page)', '/icon.svg', '/robots.txt', '/sitemap.xml']) {
  const response = await fetch(`${origin}${path}`)
  const missing = missingHeaders(response)
  record(`GET ${path.length > 40 ? `${path.slice(0, 37)}…` : path}`, response.status === 200 && missing.length === 0, `${response.status}; headers ${missing.length ? `missing ${missing.join(', ')}` : 'all'}`)
}

console.log(`\nimage-check: the Dockerfile's runtime stage (${runtime.image}, CMD ${JSON.stringify(runtime.cmd)}), assembled from ${runtime.copies.length} COPY lines\n`)
console.log(markdownTable(['check', 'result', ''], rows))
if (failures) {
  console.error(`image-check: ${failures} of ${rows.length} checks failed`)
  process.exit(1)
}
console.log(`image-check: all ${rows.length} checks passed`)
process.exit(0)
