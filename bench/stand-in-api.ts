// The status page and the API for the bench's build, on loopback: blocked hosts would log errors that Lighthouse counts.
import { createServer } from 'node:http'

const responses: Record<string, unknown> = {
  '/api/v2/incidents/unresolved.json': { incidents: [] },
  '/v1/metrics/threats': 1_284_312,
  '/v1/metrics/scraped': 48_210_775,
  '/v1/metrics/scanned': 9_876_543,
}

createServer((request, response) => {
  const body = responses[new URL(request.url ?? '/', 'http://stand-in').pathname]
  response.writeHead(body === undefined ? 404 : 200, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'cache-control': 'no-store',
  })
  response.end(JSON.stringify(body ?? {}))
}).listen(Number(process.env.PORT), '127.0.0.1')
