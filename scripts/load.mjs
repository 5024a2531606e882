// npm run load: autocannon against the production server on loopback, beside a static server of
// the same prerendered HTML (the limit), so the cost of Next and the middleware is visible.
//   npm run load                               next start on the existing build (built first if there is none)
//   npm run load -- --duration 5               5 s per case instead of 30
//   npm run load -- --url http://localhost:3000    a server that is already running
// Exits 1 on any error or non-2xx response.
import { cpus } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { buildSite, checkMachineLoad, freePort, siteIsBuilt, startNext, startServer } from './lib/servers.mjs'
import { markdownTable } from './lib/table.mjs'

const PATHS = ['/', '/pricing', '/blog/understanding-phishing']
const CONNECTIONS = 50
const WARM_UP_SECONDS = 3

const { values: options } = parseArgs({ options: { url: { type: 'string' }, duration: { type: 'string', default: '30' } } })
const duration = Number(options.duration)
if (!(duration > 0)) throw new Error(`--duration must be a positive number of seconds (got ${options.duration})`)

const load = checkMachineLoad()
if (!siteIsBuilt()) buildSite()
const next = options.url ? { url: options.url.replace(/\/+$/, ''), stop() {} } : await startNext(await freePort(3300))
const staticPort = await freePort(3310)
const staticServer = await startServer(
  process.execPath,
  ['scripts/lib/static-html-server.mjs', String(staticPort)],
  `http://127.0.0.1:${staticPort}`,
)

const servers = [
  { name: 'next start', url: next.url },
  { name: 'static HTML', url: staticServer.url },
]
const cookies = [undefined, 'jwt=token']

// Both servers must answer every case with the same page, and the cookie must select the customer variant.
for (const path of PATHS) {
  for (const cookie of cookies) {
    /** @type {string[]} */
    const bodies = []
    for (const { url } of servers) {
      const response = await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} })
      if (!response.ok) throw new Error(`${url}${path} (${cookie ?? 'no cookie'}) answered HTTP ${response.status}`)
      bodies.push(await response.text())
    }
    if (bodies[0] !== bodies[1])
      console.warn(`warning: next start and the static server send different HTML for ${path} (${cookie ?? 'no cookie'})`)
  }
}

/**
 * @param {string} url
 * @param {number} seconds
 * @param {string} [cookie]
 */
const hammer = (url, seconds, cookie) =>
  autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: cookie ? { cookie } : {} })

for (const { url } of servers) await hammer(`${url}/`, Math.min(WARM_UP_SECONDS, duration))

/** @type {(string | number)[][]} */
const rows = []
let failures = 0
for (const path of PATHS) {
  for (const cookie of cookies) {
    for (const { name, url } of servers) {
      process.stderr.write(`load ${name} ${path} ${cookie ?? ''} ${duration} s\n`)
      const result = await hammer(`${url}${path}`, duration, cookie)
      failures += result.errors + result.non2xx
      rows.push([
        path,
        cookie ?? '',
        name,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        result.errors,
        result.non2xx,
      ])
    }
  }
}
next.stop()
staticServer.stop()

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load average ${load.toFixed(1)} at the start), Node ${process.versions.node}: ` +
    `${CONNECTIONS} connections, ${duration} s per case, loopback, no compression\n`,
)
console.log(markdownTable(['path', 'cookie', 'server', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'], rows))
console.log(failures ? `\n${failures} failed requests` : '\nNo error and no non-2xx response')
process.exit(failures ? 1 : 0)
