import { expect, test } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pages } from '@/content/pages'

// The content editor (Keystatic) is a development tool: `npm run dev` has it at /keystatic, and no build does.

test('the editor and its API are not part of the site', { tag: '@edge' }, async ({ page, request }) => {
  for (const path of ['/keystatic', '/keystatic/collection/posts']) {
    const response = await page.goto(path)
    expect(response!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: pages.notFound.heading })).toBeVisible()
  }
  expect((await request.get('/api/keystatic/tree')).status()).toBe(404)
  expect((await request.post('/api/keystatic/update', { data: {} })).status()).toBe(405)
  for (const file of ['/sitemap.xml', '/robots.txt']) expect(await (await request.get(file)).text()).not.toContain('keystatic')
})

test('the build has no route for the editor', { tag: '@local-only' }, async () => {
  // The build this suite serves (next.config.mjs and scripts/postbuild.ts read the same variable).
  const server = join(process.env.PLAINGUARD_DIST_DIR || '.next', 'server')
  const routes = Object.keys(JSON.parse(readFileSync(join(server, 'app-paths-manifest.json'), 'utf8')) as Record<string, string>)
  expect(routes.length).toBeGreaterThan(0)
  expect(routes.filter((route) => route.includes('keystatic'))).toEqual([])
  expect(existsSync(join(server, 'app', 'keystatic'))).toBe(false)
  expect(existsSync(join(server, 'app', 'api', 'keystatic'))).toBe(false)
})
