import { engineRunner } from '#lib/lookalike/run-engine'

/** The page's one engine worker: a chunk of its own under /_next/static, so the CSP's `'self'` covers it. */
export const engine = engineRunner(
  () => new Worker(new URL('../../lib/lookalike/engine-worker.ts', import.meta.url), { type: 'module' }),
)
