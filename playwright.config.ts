import { defineConfig, devices } from '@playwright/test'
import { fakeSentryPort, liveSite, onWorker, port, proofFixtures, standInDohPort, testSentryDsn, workerURL } from '#test/env.ts'
import { e2eLaunchOptions, server, siteServer } from '#test/playwright.ts'

// The e2e suite (docs/testing.md); its own file because Playwright starts every webServer of a config.

// localhost, not 127.0.0.1: the adapter takes a middleware rewrite to a host other than the request's for an external one.
const baseURL = liveSite ?? `http://localhost:${port}`

/** The registered-lookalike check's resolver; a live site asks it only when E2E_STAND_IN_DOH=1. */
const standInDoh = server('node test/stand-in-doh.ts', `http://127.0.0.1:${standInDohPort}/dns-query`, {
  STAND_IN_DOH_PORT: String(standInDohPort),
})
const liveSiteAsksStandIn = Boolean(liveSite && (process.env.E2E_STAND_IN_DOH || onWorker))
const workerPreview = {
  ...server(`node scripts/cloudflare.ts preview --var LOOKALIKE_DOH_URL:${standInDoh.url}`, `${workerURL}/robots.txt`, {
    PORT: new URL(workerURL).port,
  }),
  timeout: 120_000,
}

export default defineConfig({
  testDir: 'e2e',
  // Specs import the generated content; our own build must be the one the suite expects.
  globalSetup: ['./test/build-content.ts', ...(liveSite ? [] : ['./e2e/global-setup.ts'])],
  grepInvert: liveSite ? (liveSiteAsksStandIn ? /@local-only/ : /@local-only|@stand-in-dns/) : undefined,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Against a deployed site a failure is tried once more and reported as flaky, never hidden.
  retries: liveSite ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: e2eLaunchOptions,
    // A failure keeps its trace (DOM snapshots, network, console) without the screencast, which cost about a tenth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
  },
  projects: proofFixtures
    ? [{ name: 'proof', use: { ...devices['Desktop Chrome'] }, testDir: 'e2e/proof' }]
    : [
        {
          name: 'chromium',
          use: { ...devices['Desktop Chrome'] },
          testIgnore: [/no-javascript\.spec\.ts/, /[\\/]e2e[\\/]proof[\\/]/],
        },
        {
          name: 'no-javascript',
          use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
          testMatch: /no-javascript\.spec\.ts/,
        },
      ],
  webServer: liveSite
    ? [...(liveSiteAsksStandIn ? [standInDoh] : []), ...(onWorker ? [workerPreview] : [])]
    : [
        standInDoh,
        server('node test/fake-sentry.ts', `http://localhost:${fakeSentryPort}/envelopes`, {
          FAKE_SENTRY_PORT: String(fakeSentryPort),
        }),
        siteServer(port, { PORT: String(port), NEXT_PUBLIC_SENTRY_DSN: testSentryDsn, LOOKALIKE_DOH_URL: standInDoh.url! }),
      ],
})
