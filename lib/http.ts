/** fetch that gives up after `timeoutMs`: a plain timer, not AbortSignal.timeout, so a fake clock drives it. */
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
