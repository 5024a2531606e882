import { ndjsonLines } from '#lib/lookalike/ndjson'

const bodyOf = (...chunks: (string | Uint8Array)[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk)
      controller.close()
    },
  })

const all = async (body: ReadableStream<Uint8Array>) => {
  const lines = []
  for await (const line of ndjsonLines(body)) lines.push(line)
  return lines
}

describe('ndjsonLines', () => {
  it('gives each line once, whole, when lines are split across chunks', async () => {
    const body = bodyOf('{"checked":0,"of":', '2}\n{"checked"', ':1,"of":2}\n{"done":true', ',"checked":2}\n')
    expect(await all(body)).toEqual([
      { checked: 0, of: 2 },
      { checked: 1, of: 2 },
      { done: true, checked: 2 },
    ])
  })

  it('splits a chunk into its lines, blank ones skipped, the last kept unterminated', async () => {
    expect(await all(bodyOf('{"a":1}\n\n{"a":2}\r\n{"a":3}'))).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }])
  })

  it('joins a character whose bytes are split between chunks', async () => {
    const bytes = new TextEncoder().encode('{"display":"êxamplebank.co.uk"}\n')
    const cut = bytes.indexOf(0xc3) + 1
    expect(await all(bodyOf(bytes.slice(0, cut), bytes.slice(cut)))).toEqual([{ display: 'êxamplebank.co.uk' }])
  })

  it('rejects when the body fails, after the lines that came before', async () => {
    let fail!: (error: Error) => void
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}\n{"a":'))
        fail = (error) => controller.error(error)
      },
    })
    const lines = ndjsonLines(body)
    expect(await lines.next()).toEqual({ value: { a: 1 }, done: false })
    fail(new Error('connection reset'))
    await expect(lines.next()).rejects.toThrow('connection reset')
  })

  it('cancels the body when the reader stops early', async () => {
    const cancel = jest.fn()
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"a":1}\n')),
      cancel,
    })
    for await (const line of ndjsonLines(body)) if (line) break
    expect(cancel).toHaveBeenCalled()
  })
})
