// A healthy stand-in for the status page and the Plainguard API on loopback, so benchmarked pages
// behave as they do in production (no incident, live metrics) without reaching the internet.
// Blocking those hosts instead would make every page log "Error fetching Statuspage data", which
// Lighthouse counts against Best Practices.
import { createServer } from 'node:http'

/** @type {Record<string, unknown>} */
const responses = {
  '/api/v2/incidents/unresolved.json': { incidents: [] },
  '/v1/metrics/threats': 1_284_312,
  '/v1/metrics/scraped': 48_210_775,
  '/v1/metrics/scanned': 9_876_543,
}

/**
 * Starts the stand-in; returns the environment that points a build at it, and a stop function.
 * @param {number} port
 */
export async function startStandInServices(port) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname
    const body = Object.hasOwn(responses, path) ? responses[path] : undefined
    response.writeHead(body === undefined ? 404 : 200, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'cache-control': 'no-store',
    })
    response.end(body === undefined ? '{}' : JSON.stringify(body))
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const origin = `http://127.0.0.1:${port}`
  return {
    env: {
      NEXT_PUBLIC_API_URL: origin,
      NEXT_PUBLIC_STATUSPAGE_URL: `${origin}/api/v2/incidents/unresolved.json`,
    },
    stop: () => server.close(),
  }
}
