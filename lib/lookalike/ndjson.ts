/** A character or line split between chunks is joined. */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown, void, undefined> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let pending = ''
  let finished = false
  try {
    while (!finished) {
      const { value, done } = await reader.read()
      finished = done
      pending += decoder.decode(value, { stream: !done })
      const lines = pending.split('\n')
      pending = finished ? '' : lines.pop()!
      for (const line of lines) if (line.trim()) yield JSON.parse(line)
    }
  } finally {
    // A reader left early (the visitor moved on) stops the download too.
    if (!finished) await reader.cancel().catch(() => {})
  }
}
