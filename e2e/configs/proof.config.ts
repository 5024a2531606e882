import { defineConfig, devices } from '@playwright/test'
import { port, testSentryDsn } from '#test/env'
import { fixtureDir } from '#test/proof-fixture'
import { e2eConfig, fromRoot, siteServer } from '#test/playwright'

// `npm run test:e2e:proof`: e2e/proof/ on a build of the fixture proof (e2e/fixtures/proof) into .next-proof.
// The build and the specs' readers (lib/proof.ts) both take the folder from PLAINGUARD_PROOF_DIR.
process.env.PLAINGUARD_PROOF_DIR = fixtureDir
const config = e2eConfig(`http://localhost:${port}`)

export default defineConfig({
  ...config,
  testDir: fromRoot('e2e/proof'),
  globalSetup: [config.globalSetup as string, fromRoot('e2e/global-setup.ts')],
  projects: [{ name: 'proof', use: devices['Desktop Chrome'] }],
  webServer: siteServer(port, { NEXT_PUBLIC_SENTRY_DSN: testSentryDsn, PLAINGUARD_DIST_DIR: '.next-proof' }),
})
