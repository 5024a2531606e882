import type { Candidate } from '#lib/lookalike/candidates'
import { askAll, registration, type Records, type Registration, type Resolver } from '#lib/lookalike/registered'
import type { TechniqueId } from '#lib/lookalike/techniques'

/** Each name asks one question at a time, so at most this many queries are in flight. */
export const CHECK_CONCURRENCY = 32
export const CHECK_NAME_CAP = 5000
/** Past this, questions in flight are dropped and the run ends partial. */
export const CHECK_TIME_CAP_MS = 30_000
export const PROGRESS_INTERVAL_MS = 250
/** This many failed names in a row means the resolver is down, so the run ends partial. */
export const FAILED_RUN_CAP = 2 * CHECK_CONCURRENCY

export type RegisteredLine = { domain: string; display: string; technique: TechniqueId } & Records & Pick<Registration, 'status'>
export type ProgressLine = { checked: number; of: number }
export type DoneLine = { done: true; checked: number; registered: number; ms: number; partial?: true }
export type CheckLine = RegisteredLine | ProgressLine | DoneLine

export type CheckOptions = {
  concurrency?: number
  nameCap?: number
  timeCapMs?: number
  progressIntervalMs?: number
  failedRunCap?: number
  signal?: AbortSignal
}

function lineQueue() {
  const lines: CheckLine[] = []
  let wake: (() => void) | undefined
  let closed = false
  return {
    push(line: CheckLine) {
      lines.push(line)
      wake?.()
    },
    close() {
      closed = true
      wake?.()
    },
    async *drain() {
      for (;;) {
        while (lines.length) yield lines.shift()!
        if (closed) return
        await new Promise<void>((resolve) => (wake = resolve))
      }
    },
  }
}

export async function* checkRegistered(
  candidates: readonly Candidate[],
  resolve: Resolver,
  options: CheckOptions = {},
): AsyncGenerator<CheckLine, void, undefined> {
  const started = Date.now()
  const { concurrency = CHECK_CONCURRENCY, nameCap = CHECK_NAME_CAP, timeCapMs = CHECK_TIME_CAP_MS } = options
  const { progressIntervalMs = PROGRESS_INTERVAL_MS, failedRunCap = FAILED_RUN_CAP } = options
  const names = candidates.slice(0, nameCap)
  let partial = names.length < candidates.length
  const stop = new AbortController()
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal
  const endPartial = () => {
    partial = true
    stop.abort()
  }
  const timer = setTimeout(endPartial, timeCapMs)
  const queue = lineQueue()
  // Past a cap the run ends at once: questions still in flight are not waited for.
  signal.addEventListener('abort', queue.close, { once: true })
  let next = 0
  let checked = 0
  let registered = 0
  let failedRun = 0
  let progressAt = started

  async function worker() {
    while (!signal.aborted && next < names.length) {
      const candidate = names[next++]!
      const outcomes = await askAll(candidate.ascii, resolve, signal)
      if (signal.aborted) return
      checked++
      failedRun = Object.values(outcomes).every((outcome) => outcome.kind === 'failed') ? failedRun + 1 : 0
      if (failedRun >= failedRunCap) endPartial()
      const verdict = registration(outcomes)
      if (verdict) {
        registered++
        const { ascii: domain, display, technique } = candidate
        queue.push({ domain, display, technique, ...verdict.records, status: verdict.status })
      }
      if (Date.now() - progressAt >= progressIntervalMs && checked < names.length) {
        progressAt = Date.now()
        queue.push({ checked, of: names.length })
      }
    }
  }

  try {
    yield { checked: 0, of: names.length }
    const workers = Array.from({ length: Math.min(concurrency, names.length) }, worker)
    void Promise.all(workers).catch(endPartial).finally(queue.close)
    yield* queue.drain()
    if (options.signal?.aborted) partial = true
    yield { done: true, checked, registered, ms: Date.now() - started, ...(partial && { partial: true as const }) }
  } finally {
    clearTimeout(timer)
    stop.abort()
  }
}

/** Cancelling the body (the visitor leaving) ends the check at once. */
export function checkRegisteredStream(
  candidates: readonly Candidate[],
  resolve: Resolver,
  options: CheckOptions = {},
): ReadableStream<Uint8Array> {
  const cancelled = new AbortController()
  const signal = options.signal ? AbortSignal.any([options.signal, cancelled.signal]) : cancelled.signal
  const lines = checkRegistered(candidates, resolve, { ...options, signal })
  const encoder = new TextEncoder()
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await lines.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(`${JSON.stringify(value)}\n`))
    },
    async cancel() {
      cancelled.abort()
      await lines.return()
    },
  })
}
