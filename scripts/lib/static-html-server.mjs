// The limit for npm run load: the HTML that next build prerendered, held in memory and served by a
// bare node:http server that picks the variant by the middleware's audience rule. No compression, as
// for next start (autocannon sends no Accept-Encoding). Usage: node scripts/lib/static-html-server.mjs PORT
import { readFileSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { repoRoot } from './servers.mjs'
import { hasCustomerCookie } from '../../lib/audience-rule.ts'

const appDir = `${repoRoot}/.next/server/app`
/** @type {Map<string, Buffer>} */
const pages = new Map()
for (const variant of ['visitor', 'customer']) {
  pages.set(`/${variant}`, readFileSync(`${appDir}/${variant}.html`))
  for (const file of readdirSync(`${appDir}/${variant}`, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.html'))
      pages.set(`/${variant}/${file.slice(0, -'.html'.length)}`, readFileSync(`${appDir}/${variant}/${file}`))
  }
}

createServer((request, response) => {
  const variant = hasCustomerCookie(request.headers.cookie) ? 'customer' : 'visitor'
  const path = new URL(request.url ?? '/', 'http://static').pathname
  const body = pages.get(path === '/' ? `/${variant}` : `/${variant}${path}`)
  if (!body) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }).end(body)
}).listen(Number(process.argv[2]), '127.0.0.1')
