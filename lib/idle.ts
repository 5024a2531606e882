export const IDLE_TIMEOUT_MS = 2000

export function whenIdle(callback: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, timeout)
  return () => window.clearTimeout(handle)
}
