// One request with what fetch() hides under control: the request-target, Host, loopback address, SNI, doubled headers.
import http from 'node:http'
import https from 'node:https'

export type RawResponse = { status: number; headers: Record<string, string[]>; body: string; ms: number; error?: string }
export type RawOptions = {
  method?: string
  headers?: Record<string, string>
  localAddress?: string
  servername?: string
  agent?: http.Agent
}

/** `target` is the request-target as written, a path or an absolute URL; status 0 when the connection closed unanswered. */
export function rawRequest(
  origin: string,
  target: string,
  { method = 'GET', headers = {}, localAddress, servername, agent }: RawOptions = {},
): Promise<RawResponse> {
  const url = new URL(origin)
  const client = url.protocol === 'https:' ? https : http
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const request = client.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        headers: { host: 'plainguard.co.uk', ...headers },
        localAddress,
        servername: servername ?? 'plainguard.co.uk',
        rejectUnauthorized: false,
        agent: agent ?? false,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => {
          const all: Record<string, string[]> = {}
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = String(response.rawHeaders[i]).toLowerCase()
            ;(all[name] ??= []).push(String(response.rawHeaders[i + 1]))
          }
          resolve({ status: response.statusCode ?? 0, headers: all, body, ms: ms() })
        })
      },
    )
    request.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message, ms: ms() }))
    request.setTimeout(30_000, () => request.destroy(new Error('timed out')))
    request.end()
  })
}

/** A header sent twice is reported as such. */
export function header(response: { headers?: Record<string, string[]> }, name: string) {
  const values = response.headers?.[name.toLowerCase()]
  if (!values) return undefined
  return values.length === 1 ? values[0] : `${values.length} values: ${values.join(' | ')}`
}
