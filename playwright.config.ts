import { defineConfig, devices } from '@playwright/test'
import { e2eLaunchOptions, server, siteServer } from './scripts/lib/playwright.ts'

// The e2e suite (docs/testing.md); its own file because Playwright starts every webServer of a config.

/** CI's Worker stage (E2E_WORKER=1): the bundle of `npm run build:cloudflare` in workerd, tested as a deployed site. */
const onWorker = Boolean(process.env.E2E_WORKER)
const workerURL = `http://localhost:${process.env.WORKER_PORT ?? 8787}`
/** A deployed site to test instead of our build (QA, the Worker): no `next start` of ours, no `@local-only` tests. */
export const liveSite = process.env.E2E_BASE_URL || (onWorker ? workerURL : undefined)
/** Proof fixtures to build with instead of content/proof (`npm run test:e2e:proof`): only e2e/proof/ runs. */
export const proofFixtures = process.env.PLAINGUARD_PROOF_DIR || undefined

const port = Number(process.env.PORT ?? 3100)
// localhost, not 127.0.0.1: the adapter takes a middleware rewrite to a host other than the request's for an external one.
const baseURL = liveSite ?? `http://localhost:${port}`

/** The build's Sentry DSN: a stand-in on loopback (e2e/fake-sentry.ts), which the browser reaches only when a test allows. */
export const fakeSentryPort = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
export const testSentryDsn = `http://public@localhost:${fakeSentryPort}/1`

/** The registered-lookalike check's resolver (e2e/stand-in-doh.ts); a live site asks it only when E2E_STAND_IN_DOH=1. */
const standInDohPort = Number(process.env.STAND_IN_DOH_PORT ?? 3198)
const standInDoh = server('node e2e/stand-in-doh.ts', `http://127.0.0.1:${standInDohPort}/dns-query`, {
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
  globalSetup: ['./scripts/build-content.ts', ...(liveSite ? [] : ['./e2e/global-setup.ts'])],
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
        server('node e2e/fake-sentry.ts', `http://localhost:${fakeSentryPort}/envelopes`, {
          FAKE_SENTRY_PORT: String(fakeSentryPort),
        }),
        siteServer(port, { PORT: String(port), NEXT_PUBLIC_SENTRY_DSN: testSentryDsn, LOOKALIKE_DOH_URL: standInDoh.url! }),
      ],
})
