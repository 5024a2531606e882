import { expect, test } from '@playwright/test'
import { CHECK_NAME_CAP, PROGRESS_INTERVAL_MS } from '#lib/lookalike/check-registered'
import { readFileSync } from 'node:fs'

// The site asks the stand-in resolver (test/stand-in-doh.ts), which answers from the fixture.
const fixture = JSON.parse(readFileSync('e2e/fixtures/lookalike-dns.json', 'utf8')) as Record<string, unknown>
test.describe.configure({ mode: 'parallel' })
const tag = { tag: ['@stand-in-dns', '@edge'] }

type Line = Record<string, unknown>
const linesOf = async (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line)

test('streams each registered lookalike between a progress line and the totals', tag, async ({ request }) => {
  const response = await request.get('/api/lookalikes/registered?domain=www.examplebank.co.uk')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/x-ndjson; charset=utf-8')
  expect(response.headers()['cache-control']).toBe('no-store')
  const lines = await linesOf(await response.text())
  const total = (lines[0] as { of: number }).of
  expect(lines[0]).toEqual({ checked: 0, of: total })
  const done = lines.at(-1)!
  expect(done).toMatchObject({ done: true, checked: total, registered: 6 })
  expect(done).not.toHaveProperty('partial')
  const registered = lines.filter((line) => 'domain' in line)
  // Every fixture name but the domain itself; the SERVFAIL counts, marked so.
  expect(registered.map(({ domain }) => domain).sort()).toEqual(
    Object.keys(fixture)
      .filter((name) => name !== 'examplebank.co.uk')
      .sort(),
  )
  expect(registered.find(({ domain }) => domain === 'examplebnak.co.uk')).toEqual({
    domain: 'examplebnak.co.uk',
    display: 'examplebnak.co.uk',
    technique: 'transposition',
    ns: ['ns1.parking.example'],
    a: ['192.0.2.10'],
    aaaa: [],
    mx: ['mx.parking.example'],
    status: 'registered',
  })
  expect(registered.find(({ domain }) => domain === 'xn--xamplebank-l7a.co.uk')).toMatchObject({
    display: 'êxamplebank.co.uk',
    technique: 'homoglyph',
  })
  expect(registered.find(({ domain }) => domain === 'exarnplebank.co.uk')).toMatchObject({ status: 'servfail' })
  // At most a few progress lines a second.
  const progress = lines.filter((line) => 'checked' in line && !('done' in line))
  expect(progress.length).toBeLessThanOrEqual(2 + (done.ms as number) / PROGRESS_INTERVAL_MS)
})

test('ends a check past the cap on names with partial, having checked only that many', tag, async ({ request }) => {
  const response = await request.get(`/api/lookalikes/registered?domain=${'o'.repeat(33)}.com`)
  const lines = await linesOf(await response.text())
  expect(lines.at(-1)).toMatchObject({ done: true, checked: CHECK_NAME_CAP, partial: true })
})

test('refuses bad input with a JSON 400 and an over-long query with a 414', { tag: '@edge' }, async ({ request }) => {
  for (const [query, status] of [
    ['', 400],
    ['?domain=not a domain', 400],
    ['?domain=192.0.2.1', 400],
    [`?domain=${'a'.repeat(7_000)}.com`, 414],
  ] as const) {
    const response = await request.get(`/api/lookalikes/registered${query}`)
    expect(response.status(), query.slice(0, 30)).toBe(status)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: expect.any(String) })
  }
})
