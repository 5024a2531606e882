import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs'

/**
 * `npm run screenshots`: every page at 375 and 1280 px, full page, and the states no address shows, for
 * people to look at, in screenshots/ (git-ignored, emptied at each run). Two builds: the content the
 * repository ships, and the proof fixtures (e2e/fixtures/proof) in the build `npm run test:e2e:proof` makes.
 * Ports: PORT (3400) and the next one.
 */
const port = Number(process.env.PORT ?? 3400)
export const builds = [
  { name: 'default', port, distDir: '.next-screenshots', env: {} },
  { name: 'proof', port: port + 1, distDir: '.next-proof', env: { PLAINGUARD_PROOF_DIR: 'e2e/fixtures/proof' } },
].map((build) => ({ ...build, url: `http://localhost:${build.port}` }))

export default defineConfig({
  testDir: 'e2e/screenshots',
  testMatch: '*.shots.ts',
  outputDir: 'screenshots',
  fullyParallel: true,
  workers: 2,
  reporter: 'list',
  use: { launchOptions: chromiumLaunchOptions, reducedMotion: 'reduce' },
  webServer: builds.map(({ port, url, distDir, env }) => ({
    command: `npm run build && npm run start -- --port ${port}`,
    url,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PLAINGUARD_DIST_DIR: distDir, ...env } as Record<string, string>,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
})
