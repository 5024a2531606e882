import {
  fetchMetric,
  loadMetric,
  METRIC_CACHE_TTL_MS,
  metricCacheKey,
  readCachedMetric,
  writeCachedMetric,
} from '#lib/metric-source'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

/** Storage that throws on every call, as in some private modes. */
const brokenStorage = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('denied', 'SecurityError')
  },
})

const answer = (body: BodyInit | null, status = 200) =>
  jest
    .spyOn(global, 'fetch')
    .mockImplementation(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }))
afterEach(() => jest.restoreAllMocks())

describe('metric cache', () => {
  const now = 1_700_000_000_000

  it('stores a timestamp and value per metric and reads it back while fresh', () => {
    const storage = new MemoryStorage()
    writeCachedMetric(storage, 'threats', 250_000, now)
    expect(JSON.parse(storage.getItem(metricCacheKey('threats'))!)).toEqual({ timestamp: now, value: 250_000 })
    expect(metricCacheKey('threats')).toBe('plainguard-metric-threats')
    expect(readCachedMetric(storage, 'threats', now + METRIC_CACHE_TTL_MS - 1)).toBe(250_000)
    expect(readCachedMetric(storage, 'scraped', now)).toBeUndefined()
  })

  it('expires after 5 minutes', () => {
    const storage = new MemoryStorage()
    writeCachedMetric(storage, 'scanned', 1, now)
    expect(METRIC_CACHE_TTL_MS).toBe(300_000)
    expect(readCachedMetric(storage, 'scanned', now + 300_000)).toBeUndefined()
  })

  it('ignores entries from the future, corrupt JSON and wrong shapes', () => {
    const storage = new MemoryStorage()
    writeCachedMetric(storage, 'threats', 5, now + 1000)
    expect(readCachedMetric(storage, 'threats', now)).toBeUndefined()
    for (const raw of ['{', '"x"', '{"timestamp":1}', '{"timestamp":1,"value":-1}', '{"timestamp":"1","value":1}']) {
      storage.setItem(metricCacheKey('threats'), raw)
      expect(readCachedMetric(storage, 'threats', now)).toBeUndefined()
    }
  })

  it('works without storage, or with storage that throws', () => {
    expect(readCachedMetric(null, 'threats', now)).toBeUndefined()
    expect(() => writeCachedMetric(null, 'threats', 1, now)).not.toThrow()
    expect(readCachedMetric(brokenStorage, 'threats', now)).toBeUndefined()
    expect(() => writeCachedMetric(brokenStorage, 'threats', 1, now)).not.toThrow()
  })
})

describe('fetchMetric', () => {
  it('reads a JSON number from the metric endpoint', async () => {
    const mock = answer('312456')
    await expect(fetchMetric('threats')).resolves.toBe(312_456)
    expect(mock).toHaveBeenCalledWith('https://api.plainguard.co.uk/v1/metrics/threats', expect.anything())
    answer('0')
    await expect(fetchMetric('scanned')).resolves.toBe(0)
    answer('12.5')
    await expect(fetchMetric('scraped')).resolves.toBe(12.5)
  })

  it.each([
    ['a negative number', '-1'],
    ['a string', '"1000"'],
    ['an object', '{"value":1000}'],
    ['null', 'null'],
    ['a huge number that is not finite', '1e999'],
  ])('rejects %s', async (_, body) => {
    answer(body)
    await expect(fetchMetric('threats')).rejects.toThrow()
  })

  it('rejects a body that is not JSON and a non-2xx status', async () => {
    answer('<html>')
    await expect(fetchMetric('threats')).rejects.toThrow()
    answer('1000', 500)
    await expect(fetchMetric('threats')).rejects.toThrow('HTTP 500')
  })
})

describe('loadMetric', () => {
  it('uses a fresh cache entry without calling the server', async () => {
    const storage = new MemoryStorage()
    writeCachedMetric(storage, 'threats', 777, Date.now())
    const mock = answer('1')
    await expect(loadMetric('threats', storage)).resolves.toBe(777)
    expect(mock).not.toHaveBeenCalled()
  })

  it('fetches and stores when the cache is empty or stale', async () => {
    const storage = new MemoryStorage()
    writeCachedMetric(storage, 'threats', 777, Date.now() - METRIC_CACHE_TTL_MS - 1)
    answer('1234')
    await expect(loadMetric('threats', storage)).resolves.toBe(1234)
    expect(readCachedMetric(storage, 'threats', Date.now())).toBe(1234)
  })

  it('still loads when storage fails', async () => {
    answer('42')
    await expect(loadMetric('scraped', brokenStorage)).resolves.toBe(42)
  })
})
