import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs'

const port = Number(process.env.PORT ?? 3100)
const baseURL = `http://localhost:${port}`

/** The e2e build reports errors to a DSN on a host the suite blocks, so it can see Sentry start after consent. */
export const testSentryDsn = 'https://public@sentry.plainguard.test/1'

export default defineConfig({
  testDir: 'e2e',
  // Stops at once when the server on the port is not a production build made for this suite.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build, as visitors get it.
    command: `npm run build && npm run start -- --port ${port}`,
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: { ...process.env, NEXT_PUBLIC_SENTRY_DSN: testSentryDsn } as Record<string, string>,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
