import { startStandInDoh } from '#test/stand-in-doh'
import { QUERY_MAX, registeredResponse } from '#lib/lookalike/registered-api'

const ask = (query: string, dohUrl = 'http://127.0.0.1:9/dns-query') =>
  registeredResponse(new Request(`https://plainguard.co.uk/api/lookalikes/registered${query}`), dohUrl)

describe('GET /api/lookalikes/registered', () => {
  it('streams NDJSON: the registered lookalikes of the registrable domain, then the totals', async () => {
    const standIn = await startStandInDoh({
      names: {
        'acme-bnak.co.uk': { ns: ['ns1.host.example'], a: ['192.0.2.1'], mx: ['mx.host.example'] },
        'acme-bank.co.uk': { ns: ['ns1.host.example'] },
      },
    })
    try {
      // A pasted address with a subdomain and path: the check is of acme-bank.co.uk, as the page reads it.
      const response = ask(`?domain=${encodeURIComponent('https://www.Acme-Bank.co.uk/login?x=1')}`, standIn.url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const lines = (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
      expect(lines.filter((line) => 'domain' in line)).toEqual([
        {
          domain: 'acme-bnak.co.uk',
          display: 'acme-bnak.co.uk',
          technique: 'transposition',
          ns: ['ns1.host.example'],
          a: ['192.0.2.1'],
          aaaa: [],
          mx: ['mx.host.example'],
          status: 'registered',
        },
      ])
      expect(lines.at(-1)).toMatchObject({ done: true, registered: 1 })
      // Only lookalikes of the domain given are asked about, never the domain itself.
      const asked = new Set(standIn.questions.map(({ name }) => name))
      expect(asked.has('acme-bank.co.uk')).toBe(false)
      expect([...asked].every((name) => name.endsWith('.uk') || name.includes('acme'))).toBe(true)
    } finally {
      await standIn.stop()
    }
  })

  it.each([
    ['', 'Give one domain, as ?domain=example.co.uk.'],
    ['?domain=a.com&domain=b.com', 'Give one domain, as ?domain=example.co.uk.'],
    ['?domain=', 'Enter a domain, such as example.co.uk, or paste a web address.'],
    ['?domain=192.0.2.1', 'That is an IP address. Enter a domain name instead, such as example.co.uk.'],
  ])('answers %j with a JSON 400 that says why', async (query, error) => {
    const response = ask(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
  })

  it('answers an over-long query with a JSON 414, asking nothing', async () => {
    const response = ask(`?domain=${'a'.repeat(QUERY_MAX)}.com`)
    expect(response.status).toBe(414)
    expect(await response.json()).toEqual({ error: expect.stringContaining('too long') })
  })
})
