import { findLookalikes, LOOKALIKE_MEASURE } from '#lib/lookalike/generate'
import type { EngineRequest, EngineReply } from '#lib/lookalike/run-engine'

// The engine runs off the page's main thread: a hostile name can take a second, and the page must keep answering.
addEventListener('message', ({ data }: MessageEvent<EngineRequest>) => {
  const started = performance.now()
  const report = findLookalikes(data.domain)
  // Recorded here, in the worker's own timeline: the engine alone (bench/lookalike.bench.ts reads it).
  performance.measure(LOOKALIKE_MEASURE, { start: started, end: performance.now() })
  postMessage({ id: data.id, report } satisfies EngineReply)
})
