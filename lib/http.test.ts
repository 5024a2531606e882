import { fetchWithTimeout } from '#lib/http'

describe('fetchWithTimeout', () => {
  afterEach(() => {
    jest.restoreAllMocks()
    jest.useRealTimers()
  })

  function hang() {
    jest.spyOn(global, 'fetch').mockImplementation(
      (_, init) =>
        new Promise((_resolve, reject) => {
          // As fetch does: a signal aborted already rejects at once.
          if (init?.signal?.aborted) reject(init.signal.reason)
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
  }

  it('passes the answer through and keeps the other options', async () => {
    const mock = jest.spyOn(global, 'fetch').mockResolvedValue(new Response('ok'))
    const response = await fetchWithTimeout('https://a.example/', { timeoutMs: 1000, method: 'POST', body: '{}' })
    expect(await response.text()).toBe('ok')
    expect(mock).toHaveBeenCalledWith('https://a.example/', expect.objectContaining({ method: 'POST', body: '{}' }))
  })

  it('rejects with a TimeoutError after timeoutMs, not before', async () => {
    jest.useFakeTimers()
    hang()
    const result = fetchWithTimeout('https://a.example/', { timeoutMs: 5000 })
    let settled = false
    result.catch(() => (settled = true))
    await jest.advanceTimersByTimeAsync(4999)
    expect(settled).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('rejects when the caller aborts', async () => {
    hang()
    const controller = new AbortController()
    const result = fetchWithTimeout('https://a.example/', { timeoutMs: 5000, signal: controller.signal })
    controller.abort(new Error('navigated away'))
    await expect(result).rejects.toThrow('navigated away')
  })

  it('rejects at once when the caller had already aborted', async () => {
    hang()
    const controller = new AbortController()
    controller.abort(new Error('gone before it started'))
    await expect(fetchWithTimeout('https://a.example/', { timeoutMs: 5000, signal: controller.signal })).rejects.toThrow(
      'gone before it started',
    )
  })
})
