import type { LookalikeReport } from '#lib/lookalike/generate'
import type { ParsedDomain } from '#lib/lookalike/parse'

/** Longer than any name takes on a slow phone (a hostile one takes about a second): past it the run is stopped. */
export const ENGINE_TIMEOUT_MS = 5000

export type EngineRequest = { id: number; domain: ParsedDomain }
export type EngineReply = { id: number; report: LookalikeReport }
export type EngineOutcome = { ok: true; report: LookalikeReport } | { ok: false; reason: 'timeout' | 'failed' }

export type EngineWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'>

/** Ending the worker is the only way to stop a run past `timeoutMs`. */
export function engineRunner(create: () => EngineWorker, timeoutMs = ENGINE_TIMEOUT_MS) {
  let worker: EngineWorker | undefined
  let lastId = 0
  const live = () => (worker ??= create())
  const retire = (ended: EngineWorker) => {
    ended.terminate()
    if (worker === ended) worker = undefined
  }

  return {
    /** Starting early means the worker's script has loaded before the first run. */
    warm: () => void live(),
    run(domain: ParsedDomain): Promise<EngineOutcome> {
      const id = ++lastId
      let current: EngineWorker
      try {
        current = live()
      } catch {
        return Promise.resolve({ ok: false, reason: 'failed' })
      }
      return new Promise((resolve) => {
        const finish = (outcome: EngineOutcome) => {
          clearTimeout(timer)
          current.removeEventListener('message', onMessage)
          current.removeEventListener('error', onError)
          resolve(outcome)
        }
        const onMessage = ({ data }: MessageEvent<EngineReply>) => {
          if (data.id === id) finish({ ok: true, report: data.report })
        }
        const onError = () => (retire(current), finish({ ok: false, reason: 'failed' }))
        const timer = setTimeout(() => (retire(current), finish({ ok: false, reason: 'timeout' })), timeoutMs)
        current.addEventListener('message', onMessage)
        current.addEventListener('error', onError)
        current.postMessage({ id, domain } satisfies EngineRequest)
      })
    },
  }
}
