import { fetchFirstIncident, firstIncident, STATUSPAGE_TIMEOUT_MS } from '#lib/statuspage'

const incident = { name: 'Delayed alerts', status: 'investigating', shortlink: 'https://stspg.io/abc' }

describe('firstIncident', () => {
  it('returns the first of several incidents, ignoring extra fields', () => {
    const second = { ...incident, name: 'Second' }
    expect(firstIncident({ page: {}, incidents: [{ ...incident, id: 'x', impact: 'minor' }, second] })).toEqual(incident)
  })

  it('returns null for an empty list', () => {
    expect(firstIncident({ incidents: [] })).toBeNull()
  })

  it.each([
    ['not an object', 'nope'],
    ['no incidents key', {}],
    ['incidents not a list', { incidents: {} }],
    ['missing name', { incidents: [{ status: 'x', shortlink: 'https://a.b' }] }],
    ['empty status', { incidents: [{ ...incident, status: '' }] }],
    ['javascript: link', { incidents: [{ ...incident, shortlink: 'javascript:alert(1)' }] }],
    ['relative link', { incidents: [{ ...incident, shortlink: '/incidents/1' }] }],
    ['ftp link', { incidents: [{ ...incident, shortlink: 'ftp://stspg.io/abc' }] }],
    ['name not text', { incidents: [{ ...incident, name: 42 }] }],
    ['an incident that is not an object', { incidents: [null] }],
    ['a malformed incident after a good one', { incidents: [incident, { name: 'x' }] }],
  ])('throws on a malformed body (%s)', (_, body) => {
    expect(() => firstIncident(body)).toThrow()
  })
})

describe('fetchFirstIncident', () => {
  afterEach(() => jest.restoreAllMocks())

  const answer = (response: Response) => jest.spyOn(global, 'fetch').mockResolvedValue(response)

  it('reads the incident from a 200 answer, without credentials', async () => {
    const mock = answer(Response.json({ incidents: [incident] }))
    await expect(fetchFirstIncident('https://status.example/api')).resolves.toEqual(incident)
    expect(mock).toHaveBeenCalledWith('https://status.example/api', expect.objectContaining({ credentials: 'omit' }))
  })

  it('throws on a non-2xx status', async () => {
    answer(new Response('down', { status: 503 }))
    await expect(fetchFirstIncident('https://status.example/api')).rejects.toThrow('HTTP 503')
  })

  it('throws on a body that is not JSON', async () => {
    answer(new Response('<html>', { status: 200 }))
    await expect(fetchFirstIncident('https://status.example/api')).rejects.toThrow()
  })

  it('gives up after its timeout (5 seconds by default)', async () => {
    expect(STATUSPAGE_TIMEOUT_MS).toBe(5000)
    jest.spyOn(global, 'fetch').mockImplementation(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    await expect(fetchFirstIncident('https://status.example/api', { timeoutMs: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })
})
