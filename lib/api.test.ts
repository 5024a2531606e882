import { API_TIMEOUT_MS, apiPaths, apiUrl, postJson } from '#lib/api'

describe('api', () => {
  afterEach(() => jest.restoreAllMocks())

  it('builds URLs on the configured API origin', () => {
    expect(apiUrl(apiPaths.newsletter)).toBe('https://api.plainguard.co.uk/v1/newsletter')
    expect(apiUrl(apiPaths.metrics.scanned)).toBe('https://api.plainguard.co.uk/v1/metrics/scanned')
  })

  it('POSTs JSON without credentials and returns the status', async () => {
    const mock = jest.spyOn(global, 'fetch').mockResolvedValue(new Response(null, { status: 202 }))
    await expect(postJson(apiPaths.newsletter, { email: 'a@b.co' })).resolves.toBe(202)
    expect(mock).toHaveBeenCalledWith(
      'https://api.plainguard.co.uk/v1/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: '{"email":"a@b.co"}',
        credentials: 'omit',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    )
  })

  it('returns unreachable on a network failure instead of throwing', async () => {
    jest.spyOn(global, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(postJson(apiPaths.contact, {})).resolves.toBe('unreachable')
  })

  it('gives up after 10 seconds', async () => {
    expect(API_TIMEOUT_MS).toBe(10_000)
    jest.useFakeTimers()
    jest
      .spyOn(global, 'fetch')
      .mockImplementation(
        (_, init) =>
          new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      )
    const result = postJson(apiPaths.newsletter, {})
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS)
    await expect(result).resolves.toBe('unreachable')
    jest.useRealTimers()
  })
})
