import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs'

// The specs read the MDX content through content-collections (`@/content/blog/posts`): compile it
// first, once a run (the workers inherit the flag), so that `npx playwright test` works on a fresh clone.
if (!process.env.PLAINGUARD_E2E_CONTENT) {
  execFileSync(process.execPath, ['scripts/content.mjs'], { cwd: import.meta.dirname, stdio: ['ignore', 'ignore', 'inherit'] })
  process.env.PLAINGUARD_E2E_CONTENT = 'built'
}

/**
 * E2E_BASE_URL: a running site (a preview or production deploy) to test instead of a build of our own.
 * No server is started and the build check is skipped; tests tagged `@local-only` are left out: those
 * that would make the site's analytics or error reporting run (an Accept, an accepted consent cookie) or
 * need this suite's own build (its Sentry DSN, the fake Sentry receiver). CI's Worker stage runs `--grep @edge`:
 * the tests of what the server and middleware do. docs/testing.md has the rules.
 */
export const liveSite = process.env.E2E_BASE_URL || undefined

/**
 * PLAINGUARD_PROOF_DIR: the site is built with the proof content of that folder instead of content/proof,
 * and only the specs of e2e/proof/ run (`npm run test:e2e:proof`: the fixtures of e2e/fixtures/proof, built
 * into .next-proof). Every other spec runs against the content the repository ships.
 */
export const proofFixtures = process.env.PLAINGUARD_PROOF_DIR || undefined

const port = Number(process.env.PORT ?? 3100)
// localhost, not 127.0.0.1: Next's NextURL writes loopback addresses as `localhost`, and the adapter
// takes a middleware rewrite whose host differs from the request's Host for an external one.
const baseURL = liveSite ?? `http://localhost:${port}`

/**
 * The e2e build reports errors to a stand-in for Sentry on loopback (e2e/fake-sentry.mjs): the browser's
 * requests to it are blocked like any other host's unless a test lets them through; the server's reach it.
 */
export const fakeSentryPort = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
export const testSentryDsn = `http://public@localhost:${fakeSentryPort}/1`

/**
 * The registered-lookalike check asks a stand-in DoH resolver (e2e/stand-in-doh.mjs) answering from
 * e2e/fixtures/lookalike-dns.json. Against a live site, tests tagged `@stand-in-dns` run only when that
 * site's LOOKALIKE_DOH_URL is this stand-in (E2E_STAND_IN_DOH=1: CI's Worker preview), which is then started here.
 */
export const standInDohPort = Number(process.env.STAND_IN_DOH_PORT ?? 3198)
const standInDoh = {
  command: 'node e2e/stand-in-doh.mjs',
  url: `http://127.0.0.1:${standInDohPort}/dns-query`,
  reuseExistingServer: !process.env.CI,
  env: { STAND_IN_DOH_PORT: String(standInDohPort) },
}
const liveSiteAsksStandIn = Boolean(liveSite && process.env.E2E_STAND_IN_DOH)

export default defineConfig({
  testDir: 'e2e',
  // Stops at once when the server on the port is not a production build made for this suite.
  globalSetup: liveSite ? undefined : './e2e/global-setup.ts',
  grepInvert: liveSite ? (liveSiteAsksStandIn ? /@local-only/ : /@local-only|@stand-in-dns/) : undefined,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Against a deployed site (CI: the Worker preview) a failure is tried once more and reported as flaky, never hidden.
  retries: liveSite ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: proofFixtures
    ? [{ name: 'proof', use: { ...devices['Desktop Chrome'] }, testDir: 'e2e/proof' }]
    : [
        {
          name: 'chromium',
          use: { ...devices['Desktop Chrome'] },
          testIgnore: [/no-javascript\.spec\.ts/, /[\\/]e2e[\\/]proof[\\/]/],
        },
        // The chrome (menus, FAQ) is the platform's own disclosure: it works with JavaScript off.
        {
          name: 'no-javascript',
          use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
          testMatch: /no-javascript\.spec\.ts/,
        },
      ],
  webServer: liveSite
    ? liveSiteAsksStandIn
      ? [standInDoh]
      : undefined
    : [
        standInDoh,
        {
          command: 'node e2e/fake-sentry.mjs',
          url: `http://localhost:${fakeSentryPort}/envelopes`,
          reuseExistingServer: !process.env.CI,
          env: { FAKE_SENTRY_PORT: String(fakeSentryPort) },
        },
        {
          // The production build, as visitors get it.
          command: `npm run build && npm run start -- --port ${port}`,
          url: baseURL,
          timeout: 300_000,
          reuseExistingServer: !process.env.CI,
          env: {
            ...process.env,
            PORT: String(port),
            NEXT_PUBLIC_SENTRY_DSN: testSentryDsn,
            LOOKALIKE_DOH_URL: standInDoh.url,
          } as Record<string, string>,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
})
