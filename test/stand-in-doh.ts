// A loopback resolver (DoH for our check, UDP for dnstwist): fixture names answer, SERVFAIL names fail, others NXDOMAIN.
import { Buffer } from 'node:buffer'
import { createSocket } from 'node:dgram'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decode, encode, RECURSION_AVAILABLE, RECURSION_DESIRED, type Answer } from 'dns-packet'

export type StandInRecords = { ns?: string[]; a?: string[]; aaaa?: string[]; mx?: string[] }
/** Keyed by ASCII (`xn--`) names in lower case. */
export type StandInNames = Record<string, StandInRecords | 'SERVFAIL'>
type StandInQuestion = { name: string; type: string }

const RCODES = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 }
const TTL = 300

/** The answers of one type for a registered name: MX with preference 10. */
function answersOf(name: string, type: string, records: StandInRecords): Answer[] {
  if (type === 'MX') return (records.mx ?? []).map((exchange) => ({ type, name, ttl: TTL, data: { preference: 10, exchange } }))
  const values = type === 'NS' ? records.ns : type === 'A' ? records.a : type === 'AAAA' ? records.aaaa : undefined
  return (values ?? []).map((data) => ({ type, name, ttl: TTL, data }) as Answer)
}

/** The wire response to a wire query, from the fixture; throws on a query it cannot read. */
export function answerQuery(wire: Buffer, names: StandInNames) {
  const query = decode(wire)
  const question = query.questions?.[0]
  if (query.type !== 'query' || !question) throw new Error('not a DNS query')
  const entry = Object.hasOwn(names, question.name.toLowerCase()) ? names[question.name.toLowerCase()] : undefined
  const rcode = entry === 'SERVFAIL' ? 'SERVFAIL' : entry ? 'NOERROR' : 'NXDOMAIN'
  const answers = entry && entry !== 'SERVFAIL' ? answersOf(question.name, question.type, entry) : []
  const flags = RECURSION_DESIRED | RECURSION_AVAILABLE | RCODES[rcode]
  return { question, body: encode({ type: 'response', id: query.id, flags, questions: [question], answers }) }
}

/** Starts the DoH stand-in on 127.0.0.1 (any free port by default); `delayMs` before each answer. */
export async function startStandInDoh({
  names = {},
  delayMs = 0,
  port = 0,
}: { names?: StandInNames; delayMs?: number; port?: number } = {}) {
  const questions: StandInQuestion[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const query = url.searchParams.get('dns')
    if (request.method !== 'GET' || url.pathname !== '/dns-query' || !query) return void response.writeHead(400).end()
    let answer
    try {
      answer = answerQuery(Buffer.from(query, 'base64url'), names)
    } catch {
      return void response.writeHead(400).end()
    }
    questions.push({ name: answer.question.name, type: answer.question.type })
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/dns-message', 'cache-control': `max-age=${TTL}` })
      response.end(answer.body)
    }, delayMs)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/dns-query`,
    /** Every question asked so far, in order. */
    questions,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * The same answers over plain DNS on UDP, 127.0.0.1 (port 53 by default, which needs root; rejects when it
 * cannot bind). The fixture's answers fit in 512 bytes, so no truncation and no TCP.
 */
export async function startStandInDns({ names = {}, port = 53 }: { names?: StandInNames; port?: number } = {}) {
  const questions: StandInQuestion[] = []
  const socket = createSocket('udp4')
  socket.on('message', (message, peer) => {
    let answer
    try {
      answer = answerQuery(message, names)
    } catch {
      return
    }
    if (answer.body.length > 512) throw new Error(`stand-in DNS: the answer for ${answer.question.name} is over 512 bytes`)
    questions.push({ name: answer.question.name, type: answer.question.type })
    socket.send(answer.body, peer.port, peer.address)
  })
  await new Promise((resolve, reject) => {
    socket.once('error', reject)
    socket.bind(port, '127.0.0.1', () => resolve(undefined))
  })
  return {
    address: '127.0.0.1',
    port: socket.address().port,
    /** Every question asked so far, in order of answer. */
    questions,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}

// Run as a script (`node test/stand-in-doh.ts`), the e2e suite's resolver, answering from the fixture.
// No import.meta or top-level await: jest compiles this file to CommonJS.
if (process.argv[1]?.endsWith('test/stand-in-doh.ts')) {
  const names = JSON.parse(readFileSync('e2e/fixtures/lookalike-dns.json', 'utf8')) as StandInNames
  const port = Number(process.env.STAND_IN_DOH_PORT ?? 3198)
  void startStandInDoh({ names, port, delayMs: Number(process.env.STAND_IN_DOH_DELAY_MS ?? 5) }).then(({ url }) =>
    console.log(`stand-in DoH resolver on ${url}`),
  )
}
