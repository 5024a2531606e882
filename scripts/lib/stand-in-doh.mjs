// A stand-in resolver on loopback for the registered-lookalike check's tests, end-to-end specs, benchmarks
// and the comparison with dnstwist: no query reaches the internet. Over DNS-over-HTTPS (RFC 8484: GET
// /dns-query?dns=<base64url wire query>), and over plain DNS on UDP for dnstwist (--nameservers takes
// an address but no port). Names in its fixture answer with their records, SERVFAIL names fail, every
// other name is NXDOMAIN. It notes every question it is asked.
import { Buffer } from 'node:buffer'
import { createSocket } from 'node:dgram'
import { createServer } from 'node:http'
import { decode, encode, RECURSION_AVAILABLE, RECURSION_DESIRED } from 'dns-packet'

/** @typedef {{ ns?: string[], a?: string[], aaaa?: string[], mx?: string[] }} StandInRecords */
/** @typedef {Record<string, StandInRecords | 'SERVFAIL'>} StandInNames ASCII (`xn--`) names, lower case */
/** @typedef {{ name: string, type: string }} StandInQuestion */

const RCODES = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 }
const TTL = 300

/**
 * The answers of one type for a registered name: MX with preference 10.
 * @param {string} name
 * @param {string} type
 * @param {StandInRecords} records
 * @returns {import('dns-packet').Answer[]}
 */
function answersOf(name, type, records) {
  if (type === 'MX') return (records.mx ?? []).map((exchange) => ({ type, name, ttl: TTL, data: { preference: 10, exchange } }))
  const values = type === 'NS' ? records.ns : type === 'A' ? records.a : type === 'AAAA' ? records.aaaa : undefined
  return (values ?? []).map((data) => /** @type {import('dns-packet').Answer} */ ({ type, name, ttl: TTL, data }))
}

/**
 * The wire response to a wire query, from the fixture; throws on a query it cannot read. Both servers answer with it.
 * @param {Buffer} wire
 * @param {StandInNames} names
 */
export function answerQuery(wire, names) {
  const query = decode(wire)
  const question = query.questions?.[0]
  if (query.type !== 'query' || !question) throw new Error('not a DNS query')
  const entry = Object.hasOwn(names, question.name.toLowerCase()) ? names[question.name.toLowerCase()] : undefined
  const rcode = entry === 'SERVFAIL' ? 'SERVFAIL' : entry ? 'NOERROR' : 'NXDOMAIN'
  const answers = entry && entry !== 'SERVFAIL' ? answersOf(question.name, question.type, entry) : []
  const flags = RECURSION_DESIRED | RECURSION_AVAILABLE | RCODES[rcode]
  return { question, body: encode({ type: 'response', id: query.id, flags, questions: [question], answers }) }
}

/**
 * Starts the stand-in on 127.0.0.1 (any free port by default).
 * @param {{ names?: StandInNames, delayMs?: number, port?: number }} [options] delayMs: before each answer
 */
export async function startStandInDoh({ names = {}, delayMs = 0, port = 0 } = {}) {
  /** @type {StandInQuestion[]} */
  const questions = []
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
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${address.port}/dns-query`,
    /** Every question asked so far, in order. */
    questions,
    /** @returns {Promise<void>} */
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * The same answers over plain DNS on UDP, on 127.0.0.1 (port 53 by default: binding it needs root or
 * CAP_NET_BIND_SERVICE; rejects when it cannot bind). The fixture's answers fit in 512 bytes, so no
 * truncation and no TCP; a larger one is an error.
 * @param {{ names?: StandInNames, port?: number }} [options]
 */
export async function startStandInDns({ names = {}, port = 53 } = {}) {
  /** @type {StandInQuestion[]} */
  const questions = []
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
    /** @returns {Promise<void>} */
    stop: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
