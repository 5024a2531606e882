// A stand-in for Sentry's ingest, the e2e build's DSN, so the browser (after consent) and `next start` report
// here: GET /envelopes lists what arrived, decoded; DELETE /envelopes forgets it. A webServer of playwright.config.ts.
import { createServer } from 'node:http'
import { inflateSync } from 'node:zlib'

const port = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
let envelopes: { path: string; text: string }[] = []

/** The envelope as text, with every zlib stream in it inflated (replay segments are compressed). */
function decode(body: Buffer) {
  let text = body.toString('latin1')
  for (let i = 0; i < body.length - 1; i++) {
    if (body[i] !== 0x78 || ![0x01, 0x5e, 0x9c, 0xda].includes(body[i + 1] ?? 0)) continue
    try {
      text += `\n${inflateSync(body.subarray(i), { finishFlush: 2 }).toString('utf8')}`
    } catch {
      // Not a zlib stream after all.
    }
  }
  return text
}

createServer((request, response) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
  if (request.url === '/envelopes' && request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json', ...cors })
    response.end(JSON.stringify(envelopes))
    return
  }
  if (request.url === '/envelopes' && request.method === 'DELETE') {
    envelopes = []
    response.writeHead(204, cors).end()
    return
  }
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    if (request.method === 'POST') envelopes.push({ path: request.url ?? '', text: decode(Buffer.concat(chunks)) })
    response.writeHead(200, { 'content-type': 'application/json', ...cors })
    response.end('{}')
  })
}).listen(port, 'localhost', () => console.log(`fake Sentry on http://localhost:${port}`))
