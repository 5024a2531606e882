import { defineConfig } from '@playwright/test'
import { screenshotBuilds as builds } from '#test/env'
import { chromiumLaunchOptions, fromRoot, offlineBut, siteServer } from '#test/playwright'

// `npm run screenshots` into screenshots/; its own file, so no other run makes its two builds (test/env.ts).

export default defineConfig({
  testDir: fromRoot('e2e/screenshots'),
  testMatch: '*.shots.ts',
  outputDir: fromRoot('screenshots'),
  fullyParallel: true,
  workers: 2,
  reporter: 'list',
  use: { launchOptions: { ...chromiumLaunchOptions, ...offlineBut(builds[0]!.url) }, reducedMotion: 'reduce' },
  webServer: builds.map(({ port, distDir, env }) => siteServer(port, { PLAINGUARD_DIST_DIR: distDir, ...env }, 900_000)),
})
