import type { LookalikeReport } from '#lib/lookalike/generate'
import type { ParsedDomain } from '#lib/lookalike/parse'
import { engineRunner, type EngineRequest, type EngineWorker } from '#lib/lookalike/run-engine'

const domain: ParsedDomain = { label: 'example', suffix: 'co.uk', domain: 'example.co.uk', reduced: false }
const report = { domain, techniques: [], found: 0, shown: 0, leftOut: 0 } as LookalikeReport

class StandInWorker implements EngineWorker {
  listeners: Record<string, ((event: Event) => void)[]> = { message: [], error: [] }
  received: EngineRequest[] = []
  terminate = jest.fn()
  postMessage(request: EngineRequest) {
    this.received.push(request)
  }
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners[type]!.push(listener)
  }
  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners[type] = this.listeners[type]!.filter((each) => each !== listener)
  }
  answer(id = this.received.at(-1)!.id) {
    for (const listener of this.listeners.message!) listener(new MessageEvent('message', { data: { id, report } }))
  }
  fail() {
    for (const listener of this.listeners.error!) listener(new Event('error'))
  }
}

describe('engineRunner', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function runner() {
    const workers: StandInWorker[] = []
    const engine = engineRunner(() => {
      workers.push(new StandInWorker())
      return workers.at(-1)!
    }, 5000)
    return { engine, workers }
  }

  it('starts one worker early and gives each run its own answer', async () => {
    const { engine, workers } = runner()
    engine.warm()
    const first = engine.run(domain)
    workers[0]!.answer(99)
    workers[0]!.answer()
    await expect(first).resolves.toEqual({ ok: true, report })
    const second = engine.run(domain)
    workers[0]!.answer()
    await expect(second).resolves.toEqual({ ok: true, report })
    expect(workers).toHaveLength(1)
    expect(workers[0]!.received.map((request) => request.domain)).toEqual([domain, domain])
  })

  it('past the timeout ends the worker, says so, and the next run starts a new one', async () => {
    const { engine, workers } = runner()
    const slow = engine.run(domain)
    jest.advanceTimersByTime(4999)
    workers[0]!.answer(0)
    jest.advanceTimersByTime(1)
    await expect(slow).resolves.toEqual({ ok: false, reason: 'timeout' })
    expect(workers[0]!.terminate).toHaveBeenCalled()
    const next = engine.run(domain)
    workers[1]!.answer()
    await expect(next).resolves.toEqual({ ok: true, report })
  })

  it('a worker that fails (its script did not load) gives failed, never a rejection', async () => {
    const { engine, workers } = runner()
    const run = engine.run(domain)
    workers[0]!.fail()
    await expect(run).resolves.toEqual({ ok: false, reason: 'failed' })
    expect(workers[0]!.terminate).toHaveBeenCalled()
    const broken = engineRunner(() => {
      throw new Error('Worker is not defined')
    })
    await expect(broken.run(domain)).resolves.toEqual({ ok: false, reason: 'failed' })
  })
})
