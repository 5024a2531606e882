import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs'

/**
 * Where the suite runs the site: `next start` on Node (the default), or `E2E_TARGET=cloudflare` for the
 * Cloudflare Worker build (OpenNext) in workerd, the Workers runtime, through `wrangler dev`.
 *
 * On the Worker, `npm run test:e2e:cloudflare` runs only the tests tagged `@worker`: what workerd can make
 * differ from `next start`. It serves the same build's HTML, CSS and JavaScript, so layout, accessibility
 * and page behaviour are the same bytes; what it does itself is routing (the middleware's rewrite to a
 * variant, 404s, refusals), the response headers and each page's CSP, the consent cookie round trip, and
 * the static files (robots, sitemap, share images, feeds, `_next/static` from its `_headers`). The crawl
 * (e2e/crawl.spec.ts) leaves its axe and layout part out there (docs/testing.md).
 */
const target = process.env.E2E_TARGET ?? 'node'
if (target !== 'node' && target !== 'cloudflare') throw new Error(`E2E_TARGET is 'node' or 'cloudflare', not '${target}'`)
export const onCloudflare = target === 'cloudflare'

/**
 * E2E_BASE_URL: a running site (a preview or production deploy) to test instead of a build of our own.
 * No server is started and the build check is skipped; tests tagged `@local-only` are left out: those
 * that would make the site's analytics or error reporting run (an Accept, an accepted consent cookie) or
 * need this suite's own build (its Sentry DSN, the fake Sentry receiver). docs/testing.md has the rule.
 */
export const liveSite = process.env.E2E_BASE_URL || undefined

/**
 * PLAINGUARD_PROOF_DIR: the site is built with the proof content of that folder instead of content/proof,
 * and only the specs of e2e/proof/ run (`npm run test:e2e:proof`: the fixtures of e2e/fixtures/proof, built
 * into .next-proof). Every other spec runs against the content the repository ships.
 */
export const proofFixtures = process.env.PLAINGUARD_PROOF_DIR || undefined

const port = Number(process.env.PORT ?? (onCloudflare ? 8787 : 3100))
// localhost, not 127.0.0.1: Next's NextURL writes loopback addresses as `localhost`, and the adapter
// takes a middleware rewrite whose host differs from the request's Host for an external one.
const baseURL = liveSite ?? `http://localhost:${port}`
/** The production build, as visitors get it, served by the target's runtime. */
const serverCommand = onCloudflare
  ? 'npm run build:cloudflare && npm run preview:cloudflare'
  : `npm run build && npm run start -- --port ${port}`

/**
 * The e2e build reports errors to a stand-in for Sentry on loopback (e2e/fake-sentry.mjs): the browser's
 * requests to it are blocked like any other host's unless a test lets them through; the server's reach it.
 */
export const fakeSentryPort = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
export const testSentryDsn = `http://public@localhost:${fakeSentryPort}/1`

export default defineConfig({
  testDir: 'e2e',
  // Stops at once when the server on the port is not a production build made for this suite.
  globalSetup: liveSite ? undefined : './e2e/global-setup.ts',
  grepInvert: liveSite ? /@local-only/ : undefined,
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
  projects: proofFixtures
    ? [{ name: 'proof', use: { ...devices['Desktop Chrome'] }, testDir: 'e2e/proof' }]
    : [
        { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: [/no-javascript\.spec\.ts/, /[\\/]e2e[\\/]proof[\\/]/] },
        // The chrome (menus, FAQ) is the platform's own disclosure: it works with JavaScript off.
        { name: 'no-javascript', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false }, testMatch: /no-javascript\.spec\.ts/ },
      ],
  webServer: liveSite
    ? undefined
    : [
        {
          command: 'node e2e/fake-sentry.mjs',
          url: `http://localhost:${fakeSentryPort}/envelopes`,
          reuseExistingServer: !process.env.CI,
          env: { FAKE_SENTRY_PORT: String(fakeSentryPort) },
        },
        {
          command: serverCommand,
          url: baseURL,
          timeout: onCloudflare ? 600_000 : 300_000,
          reuseExistingServer: !process.env.CI,
          // PLAINGUARD_NODE_WARNED: the server's build does not repeat the old-Node warning (scripts/lib/node-runtime.mjs)
          // that `npm test` has printed already, in its typecheck.
          env: { ...process.env, PORT: String(port), NEXT_PUBLIC_SENTRY_DSN: testSentryDsn, PLAINGUARD_NODE_WARNED: '1' } as Record<string, string>,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
})
