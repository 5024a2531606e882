import { expect, test } from '@playwright/test'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A page painted from part of its HTML (4 kB pieces, 50 ms apart) already stands where the whole one puts it. */
const CHUNK_BYTES = 4096
const CHUNK_GAP_MS = 50

let proxy: Server
let proxyOrigin: string

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
      headers: { accept: request.headers.accept ?? '*/*' },
      redirect: 'manual',
    })
    const headers: Record<string, string> = {}
    // fetch has decoded the body: its length and encoding headers no longer apply.
    upstream.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value
    })
    response.writeHead(upstream.status, headers)
    const body = Buffer.from(await upstream.arrayBuffer())
    if (!headers['content-type']?.includes('text/html')) return void response.end(body)
    for (let start = 0; start < body.length; start += CHUNK_BYTES) {
      response.write(body.subarray(start, start + CHUNK_BYTES))
      await new Promise((resolve) => setTimeout(resolve, CHUNK_GAP_MS))
    }
    response.end()
  })
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve))
  proxyOrigin = `http://localhost:${(proxy.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

/** The pages whose first screen has a navbar, a two-column hero or a table that could be laid out half-built. */
const paths = ['/', '/pricing', '/solutions/takedowns', '/industry/retail', '/blog/understanding-phishing']

for (const width of [1280, 375]) {
  test(`nothing moves while the HTML arrives in pieces, at ${width} px`, { tag: '@edge' }, async ({ page }) => {
    test.slow()
    await page.setViewportSize({ width, height: 800 })
    // The font's late swap has its own test (no-layout-shift.spec.ts): kept out here, so only parsing could move the page.
    await page.route(/\.woff2$/, (route) => route.abort())
    await page.addInitScript(() => {
      const shifts: string[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: LayoutShiftAttribution[] })[]) {
          // A view's rows may settle as a word arrives (a pill cut mid-word wraps once whole): the page's structure must stand.
          const moved = entry.sources.filter((source) => !source.node?.parentElement?.closest('figure'))
          if (moved.length === 0) continue
          shifts.push(
            `${entry.value.toFixed(4)} ${moved.map((source) => source.node?.textContent?.trim().slice(0, 40)).join(' | ')}`,
          )
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const path of paths) {
      await page.goto(`${proxyOrigin}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
      const total = shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0)
      expect(total, `${path}: ${shifts.join('; ')}`).toBeLessThanOrEqual(0.001)
    }
  })
}

type LayoutShiftAttribution = { node: Node | null }
