// Probes an HTTP client library would refuse or hide: raw TLS bytes, HTTP/2 with any header value, openssl handshakes.
import { spawn } from 'node:child_process'
import http2 from 'node:http2'
import net from 'node:net'
import tls from 'node:tls'

type SocketAnswer = { status: number; headers: Record<string, string[]>; body: string; ms: number }
type H2Answer = { status: number; headers: Record<string, string>; body: string; error?: string }

const connectTls = (port: number, localAddress: string | undefined, ALPNProtocols?: string[]) =>
  tls.connect({
    socket: net.connect({ host: '127.0.0.1', port, localAddress }),
    servername: 'plainguard.co.uk',
    ALPNProtocols,
    rejectUnauthorized: false,
  })

/** Reads until the server closes (or `limitMs` passes); status 0 when nothing came back; ms until the close. */
export function socketRequest(
  port: number,
  bytes: string,
  { localAddress, limitMs = 10_000 }: { localAddress?: string; limitMs?: number } = {},
): Promise<SocketAnswer> {
  const started = performance.now()
  return new Promise((resolve) => {
    let text = ''
    const socket = connectTls(port, localAddress)
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
      const [head = '', ...body] = text.split('\r\n\r\n')
      const headers: Record<string, string[]> = {}
      for (const [, name = '', value = ''] of head.matchAll(/^([^:\s]+):[ \t]*(.*)$/gm))
        (headers[name.toLowerCase()] ??= []).push(value)
      resolve({ status, headers, body: body.join('\r\n\r\n'), ms: Math.round(performance.now() - started) })
    }
    const timer = setTimeout(done, limitMs)
    socket.setEncoding('utf8')
    socket.on('secureConnect', () => socket.write(bytes))
    socket.on('data', (chunk) => (text += chunk))
    socket.on('close', done)
    socket.on('error', () => {})
  })
}

/** Header values sent as given; status 0 when the stream or the connection failed. */
export function h2Request(
  port: number,
  path: string,
  { headers = {}, localAddress }: { headers?: Record<string, string>; localAddress?: string } = {},
): Promise<H2Answer> {
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ status: 0, headers: {}, body: '', error: error.message })
    const session = http2.connect(`https://plainguard.co.uk:${port}`, {
      createConnection: () => connectTls(port, localAddress, ['h2']),
    })
    session.on('error', failed)
    const stream = session.request({ ':path': path, ':authority': 'plainguard.co.uk', ...headers })
    let answerHeaders: Record<string, string> = {}
    let body = ''
    stream.setEncoding('utf8')
    stream.on('response', (received) => (answerHeaders = received as unknown as Record<string, string>))
    stream.on('data', (chunk) => (body += chunk))
    stream.on('end', () => {
      session.close()
      resolve({ status: Number(answerHeaders[':status'] ?? 0), headers: answerHeaders, body })
    })
    stream.on('error', (error) => {
      session.destroy()
      failed(error)
    })
    stream.setTimeout(30_000, () => stream.close())
  })
}

/** `agreed`: protocol and suite (`TLSv1.3 TLS_AES_256_GCM_SHA384`), '' when the server refused, never '' on no answer. */
export function handshake(port: number, args: string[]): Promise<{ agreed: string; output: string }> {
  return new Promise((resolve) => {
    const client = spawn('openssl', ['s_client', '-connect', `127.0.0.1:${port}`, '-servername', 'plainguard.co.uk', ...args])
    let output = ''
    client.stdout.on('data', (chunk) => (output += chunk))
    client.stderr.on('data', (chunk) => (output += chunk))
    // Closing stdin ends the session once the handshake (and TLS 1.3's session tickets) is read.
    setTimeout(() => client.stdin.end(), 300)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      client.kill()
    }, 10_000)
    client.on('close', () => {
      clearTimeout(timer)
      const protocol = /^\s*Protocol\s*:\s*(\S+)/m.exec(output)?.[1] ?? ''
      const cipher = /Cipher (?:is|\s*:) (\S+)/.exec(output)?.[1] ?? ''
      const refused = ['', '(NONE)', '0000'].includes(cipher)
      resolve({ agreed: timedOut ? 'no handshake within 10 s' : refused ? '' : `${protocol} ${cipher}`, output })
    })
  })
}

/** Counts nginx's connections to Next and keeps what each sends (request heads: nginx lets no body over 1 KB through). */
export async function startRelay(target: string) {
  const [host = 'localhost', port = '0'] = target.split(':')
  const sent: string[] = []
  const server = net.createServer((client) => {
    const index = sent.push('') - 1
    const upstream = net.connect({ host, port: Number(port) })
    client.on('data', (chunk) => (sent[index] += chunk.toString('latin1')))
    client.pipe(upstream).pipe(client)
    client.on('error', () => upstream.destroy())
    upstream.on('error', () => client.destroy())
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  return {
    address: `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    connections: () => [...sent],
    close: () => server.close(),
  }
}
