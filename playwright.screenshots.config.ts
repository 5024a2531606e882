import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions, siteServer } from '@/test/playwright'

// `npm run screenshots` into screenshots/; its own file, so no other run makes its two builds. Ports: PORT, PORT+1.
const port = Number(process.env.PORT ?? 3400)
export const builds = [
  { name: 'default', port, distDir: '.next', env: {} as Record<string, string> },
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
  webServer: builds.map(({ port, distDir, env }) => siteServer(port, { PLAINGUARD_DIST_DIR: distDir, ...env }, 900_000)),
})
