/**
 * fetch that gives up after `timeoutMs` (rejecting with a TimeoutError) or when `signal` aborts.
 * A plain timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
 */
export async function fetchWithTimeout(
  url: string,
  { timeoutMs, signal, ...init }: RequestInit & { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  )
  const abort = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', abort, { once: true })
  try {
    return await fetch(url, { ...init, signal: controller.signal })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
