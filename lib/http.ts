/** A plain timer, not AbortSignal.timeout, so a fake clock drives it; call `done()` once finished. */
export function deadline(timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')),
    timeoutMs,
  )
  const abort = () => controller.abort(signal?.reason)
  if (signal?.aborted) abort()
  else signal?.addEventListener('abort', abort, { once: true })
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', abort)
    },
  }
}

export async function fetchWithTimeout(
  url: string,
  { timeoutMs, signal, ...init }: RequestInit & { timeoutMs: number; signal?: AbortSignal },
): Promise<Response> {
  const limit = deadline(timeoutMs, signal)
  try {
    return await fetch(url, { ...init, signal: limit.signal })
  } finally {
    limit.done()
  }
}
