// npm run proxy-check: Debian's nginx on loopback, with the configuration in deploy/nginx/, in front of
// `next start` on the existing build, and the requests that configuration is there to answer:
//   - a 3,900-parameter query (15.6 KB) is refused at once (Next alone spends hundreds of ms on it);
//   - PUT to a static file, TRACE and POST get 405 with Allow: GET, HEAD (Next alone answers 500);
//   - HTML is cached per audience: the visitor and the customer pages never cross through the cache;
//   - /_next/static is served immutable;
//   - throughput through the proxy, beside Next alone.
// Skips (exit 0, with a message) when nginx is not installed. Exits 1 when a check fails.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { buildSite, freePort, repoRoot, siteIsBuilt, startNext } from './lib/servers.mjs'
import { markdownTable } from './lib/table.mjs'

const nginx = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0)
if (!nginx) {
  console.log('proxy-check: skipped, nginx is not installed (Debian: apt-get install -y nginx)')
  process.exit(0)
}

if (!siteIsBuilt()) buildSite()
const next = await startNext(await freePort(3400))
const proxyPort = await freePort(3410)
const proxy = `http://127.0.0.1:${proxyPort}`

// The real configuration files, with this run's upstream and cache folder.
const dir = mkdtempSync(join(tmpdir(), 'plainguard-nginx-'))
mkdirSync(join(dir, 'cache'))
mkdirSync(join(dir, 'logs'))
const rulesFile = join(repoRoot, 'deploy/nginx/plainguard-rules.conf')
const http = readFileSync(join(repoRoot, 'deploy/nginx/plainguard-http.conf'), 'utf8')
  .replace('server 127.0.0.1:3000;', `server ${new URL(next.url).host};`)
  .replace('/var/cache/nginx/plainguard', join(dir, 'cache'))
writeFileSync(
  join(dir, 'nginx.conf'),
  // Run as root (CI), nginx's workers would drop to `nobody`, who cannot write this run's folder.
  `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${join(dir, 'logs/error.log')} warn;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
${http}
  server {
    listen 127.0.0.1:${proxyPort};
    server_tokens off;
    include ${rulesFile};
  }
}
`,
)
const server = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
const stop = () => {
  server.kill()
  next.stop()
  if (!process.env.PROXY_CHECK_KEEP) rmSync(dir, { recursive: true, force: true })
}
process.on('exit', stop)
for (let tries = 0; ; tries++) {
  try {
    await fetch(`${proxy}/robots.txt`)
    break
  } catch (error) {
    if (tries > 50) throw error
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** @type {{ check: string, result: string, ok: boolean }[]} */
const results = []
/** @param {string} check @param {boolean} ok @param {string} result */
const record = (check, ok, result) => results.push({ check, result, ok })

/**
 * A request with curl (fetch refuses TRACE): its status, headers (lower-case names) and time in ms.
 * @param {string} url
 * @param {string} [method]
 * @returns {{ status: number, ms: number, headers: Record<string, string> }}
 */
function curl(url, method = 'GET') {
  const args = ['-s', '-o', '/dev/null', '-D', '-', '-w', '\n%{http_code} %{time_total}', '-X', method, url]
  const out = spawnSync('curl', args, { encoding: 'utf8' }).stdout
  const [status, seconds] = (out.trim().split('\n').at(-1) ?? '').split(' ')
  const headers = Object.fromEntries(
    [...out.matchAll(/^([\w-]+):\s*(.*?)\r?$/gm)].map(([, name, value]) => [String(name).toLowerCase(), String(value)]),
  )
  return { status: Number(status), ms: Math.round(Number(seconds) * 1000), headers }
}

// 1. The long query: refused by the proxy, and what it costs Next alone.
const longQuery = `/contact?${'a=1&'.repeat(3_900)}`
const viaProxy = curl(`${proxy}${longQuery}`)
const direct = curl(`${next.url}${longQuery}`)
record(
  `GET /contact with 3,900 parameters (${(longQuery.length / 1024).toFixed(1)} KB)`,
  viaProxy.status === 414,
  `proxy ${viaProxy.status} in ${viaProxy.ms} ms; Next alone ${direct.status} in ${direct.ms} ms`,
)

// 2. Methods.
const staticFile = readdirSync(join(repoRoot, '.next/static/chunks')).find((name) => name.endsWith('.js'))
/** @type {[string, string][]} */
const methodCases = [
  ['PUT', `/_next/static/chunks/${staticFile}`],
  ['DELETE', '/logo.svg'],
  ['TRACE', '/'],
  ['POST', '/'],
  ['OPTIONS', '/pricing'],
]
for (const [method, path] of methodCases) {
  const answer = curl(`${proxy}${path}`, method)
  const alone = curl(`${next.url}${path}`, method)
  record(
    `${method} ${path.length > 40 ? `${path.slice(0, 37)}…` : path}`,
    answer.status === 405 && (method === 'TRACE' || answer.headers.allow === 'GET, HEAD'),
    `proxy ${answer.status}${answer.headers.allow ? ` (Allow: ${answer.headers.allow})` : ''}; Next alone ${alone.status}`,
  )
}

// 3. The cache keeps the audiences apart: warm it as one, then ask as the other, both ways.
/** @param {string} html */
const isCustomerPage = (html) => html.includes('>Dashboard<')
/** @type {[string | undefined, string | undefined][]} */
const audiences = [
  [undefined, 'jwt=token'],
  ['jwt=other-token', undefined],
]
for (const [first, second] of audiences) {
  const path = first ? '/pricing' : '/'
  /** @param {string | undefined} cookie */
  const get = async (cookie) => {
    const response = await fetch(`${proxy}${path}`, { headers: cookie ? { cookie } : {} })
    return { customer: isCustomerPage(await response.text()), cache: response.headers.get('x-cache-status') }
  }
  const warm = await get(first)
  await get(first)
  const cached = await get(first)
  const other = await get(second)
  const ok = warm.customer === Boolean(first) && cached.cache === 'HIT' && other.customer === Boolean(second)
  record(
    `${path}: ${first ? 'customer' : 'visitor'} first, then ${second ? 'customer' : 'visitor'}`,
    ok,
    `${first ? 'customer' : 'visitor'} page (${cached.cache} on repeat), then ${other.customer ? 'customer' : 'visitor'} page (${other.cache})`,
  )
}
const otherToken = await fetch(`${proxy}/`, { headers: { cookie: 'jwt=a-third-token' } })
record('a different jwt value', isCustomerPage(await otherToken.text()), `customer page (${otherToken.headers.get('x-cache-status')}): keyed on presence, not value`)

// 4. Build assets: immutable.
const asset = curl(`${proxy}/_next/static/chunks/${staticFile}`)
record(
  'GET /_next/static/…',
  asset.status === 200 && asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
  `${asset.status}, Cache-Control: ${asset.headers['cache-control']}`,
)

// 5. Security headers pass through.
const page = curl(`${proxy}/pricing`)
record(
  'GET /pricing keeps the page CSP and HSTS',
  page.status === 200 && /sha256-/.test(page.headers['content-security-policy'] ?? '') && Boolean(page.headers['strict-transport-security']),
  `${page.status}, CSP with hashes: ${/sha256-/.test(page.headers['content-security-policy'] ?? '')}`,
)

// 6. Throughput: 10 s of 50 connections on / as a visitor, through the proxy and to Next alone.
/** @param {string} url */
const throughput = async (url) => {
  const result = await autocannon({ url: `${url}/`, connections: 50, duration: 10 })
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`
}
const rates = { proxy: await throughput(proxy), next: await throughput(next.url) }

console.log(`\nproxy-check (${spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim()}, deploy/nginx/)\n`)
console.log(markdownTable(['check', 'result', ''], results.map(({ check, result, ok }) => [check, result, ok ? 'ok' : 'FAILED'])))
console.log(`\nThroughput on / (visitor), 50 connections, 10 s: through the proxy ${rates.proxy}; Next alone ${rates.next}\n`)
const failed = results.filter(({ ok }) => !ok)
if (failed.length) {
  console.error(`proxy-check: ${failed.length} check(s) failed`)
  process.exit(1)
}
console.log('proxy-check: every check passed')
process.exit(0)
