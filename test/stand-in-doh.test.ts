import { createSocket } from 'node:dgram'
import { decode, encode, RECURSION_DESIRED } from 'dns-packet'
import { startStandInDns, startStandInDoh } from '#test/stand-in-doh'

const names = { 'acme.com': { ns: ['ns1.host.example'], mx: ['mx.host.example'] }, 'broken.com': 'SERVFAIL' as const }

/** One question over UDP to the stand-in, as dnstwist asks it. */
async function askUdp(port: number, name: string, type: 'NS' | 'MX' | 'A') {
  const socket = createSocket('udp4')
  const answer = new Promise<Buffer>((resolve) => socket.once('message', resolve))
  socket.send(
    encode({ type: 'query', id: 4242, flags: RECURSION_DESIRED, questions: [{ type, name, class: 'IN' }] }),
    port,
    '127.0.0.1',
  )
  try {
    return await answer
  } finally {
    socket.close()
  }
}

describe('the stand-in over UDP (for dnstwist --nameservers)', () => {
  it('answers as the DoH stand-in does, from the same fixture, and notes each question', async () => {
    const [dns, doh] = await Promise.all([startStandInDns({ names, port: 0 }), startStandInDoh({ names })])
    try {
      for (const [name, type] of [
        ['acme.com', 'MX'],
        ['acme.com', 'A'],
        ['broken.com', 'NS'],
        ['unknown.com', 'NS'],
      ] as const) {
        const overUdp = await askUdp(dns.port, name, type)
        const query = encode({ type: 'query', id: 4242, flags: RECURSION_DESIRED, questions: [{ type, name, class: 'IN' }] })
        const overDoh = Buffer.from(await (await fetch(`${doh.url}?dns=${query.toString('base64url')}`)).arrayBuffer())
        expect(overUdp).toEqual(overDoh)
      }
      expect(decode(await askUdp(dns.port, 'acme.com', 'MX'))).toMatchObject({
        id: 4242,
        rcode: 'NOERROR',
        answers: [{ name: 'acme.com', type: 'MX', data: { preference: 10, exchange: 'mx.host.example' } }],
      })
      expect(decode(await askUdp(dns.port, 'broken.com', 'A'))).toMatchObject({ rcode: 'SERVFAIL', answers: [] })
      expect(dns.questions.slice(0, 2)).toEqual([
        { name: 'acme.com', type: 'MX' },
        { name: 'acme.com', type: 'A' },
      ])
    } finally {
      await Promise.all([dns.stop(), doh.stop()])
    }
  })
})
