import { publicPaths } from '@/content/routes'
import { expect, test } from './fixtures'
import { markup } from './html'

/** A crawl of the built site: every internal link and image on every page answers 200. */
test('no broken internal link or image anywhere', async ({ request }) => {
  test.setTimeout(120_000)
  const targets = new Map<string, string>()
  for (const path of publicPaths) {
    for (const cookie of [undefined, 'jwt=token']) {
      const html = markup(await (await request.get(path, { headers: cookie ? { cookie } : {} })).text())
      for (const [, url] of html.matchAll(/(?:href|src)="(\/[^"#]*)/g)) {
        if (!url!.startsWith('/_next/')) targets.set(url!.replace(/&amp;/g, '&'), path)
      }
    }
  }
  // At least every page is linked from somewhere (the crawl read links at all).
  expect(targets.size).toBeGreaterThanOrEqual(publicPaths.length)
  const broken: string[] = []
  for (const [url, foundOn] of targets) {
    const response = await request.get(url)
    if (response.status() !== 200) broken.push(`${url} (${response.status()}) on ${foundOn}`)
  }
  expect(broken).toEqual([])
})

test('external links open safely', async ({ request }) => {
  for (const path of publicPaths) {
    const html = markup(await (await request.get(path)).text())
    for (const [anchor] of html.matchAll(/<a[^>]+href="https?:\/\/[^"]+"[^>]*>/g)) {
      if (anchor.includes('target="_blank"')) expect(anchor, `${anchor} on ${path}`).toContain('rel="noopener noreferrer"')
    }
  }
})
