// What the Playwright configs share (playwright.config.ts and e2e/configs/); they stay apart because Playwright starts
// every webServer of a config.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { devices, type PlaywrightTestConfig } from '@playwright/test'
import { fakeSentryPort, standInDohPort } from '#test/env'

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

/** A path from the repository root: Playwright resolves a config's paths, and runs its servers, from the config's folder. */
export const fromRoot = (path: string) => join(import.meta.dirname, '..', path)

/** `npx playwright install` cannot download browsers here: the system Chromium when there is one, else Playwright's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumLaunchOptions = existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}

/** The e2e browser: the headless shell (a tenth of Chromium's CPU a page), fonts hinted as the full browser's. */
const headlessShellPath = '/usr/bin/chromium-headless-shell'
export const e2eLaunchOptions =
  !process.env.CHROMIUM_PATH && existsSync(headlessShellPath)
    ? { executablePath: headlessShellPath, args: ['--font-render-hinting=slight'] }
    : chromiumLaunchOptions

/**
 * No request leaves for the internet: every host but the site's own and loopback (its stand-ins) goes to a proxy
 * that is not there. The browser refuses them itself, so no request pauses for a handler; page.route still answers first.
 */
export const offlineBut = (siteURL: string) => ({
  proxy: { server: 'http://127.0.0.1:9', bypass: [new URL(siteURL).hostname, 'localhost', '127.0.0.1'].join(',') },
})

/** A server Playwright starts, with this environment added to its own, unless one already answers (outside CI). */
export const server = (command: string, url: string, env: Record<string, string> = {}): WebServer => ({
  command,
  url,
  cwd: fromRoot('.'),
  reuseExistingServer: !process.env.CI,
  env: { NEXT_TELEMETRY_DISABLED: '1', ...env },
})

/**
 * The site as visitors get it: `npm run build`, then `next start` on `port`, or the standalone server as it ships.
 * `E2E_REUSE_BUILD=1` serves the checkout's build instead of building (CI builds in a stage of its own).
 */
export const siteServer = (port: number, env: Record<string, string> = {}, timeout = 300_000): WebServer => ({
  ...server(
    `${process.env.E2E_REUSE_BUILD ? '' : 'npm run build && '}${process.env.BUILD_STANDALONE ? 'node test/start-standalone.ts' : `npm run start -- --port ${port}`}`,
    `http://localhost:${port}`,
    { PORT: String(port), ...env },
  ),
  timeout,
})

/** The registered-lookalike check's resolver (test/stand-in-doh.ts), which the site under test asks. */
export const standInDoh = server('node test/stand-in-doh.ts', `http://127.0.0.1:${standInDohPort}/dns-query`, {
  STAND_IN_DOH_PORT: String(standInDohPort),
})

/** The stand-in for Sentry's ingest (test/fake-sentry.ts), which the e2e build's DSN names. */
export const fakeSentry = server('node test/fake-sentry.ts', `http://localhost:${fakeSentryPort}/envelopes`, {
  FAKE_SENTRY_PORT: String(fakeSentryPort),
})

/**
 * What the e2e configs share (playwright.config.ts and the proof, Worker and live ones): the specs in e2e/, two
 * workers, the headless shell, content built as `next build` does, and locally a failure's trace.
 */
export function e2eConfig(baseURL: string): PlaywrightTestConfig {
  return {
    testDir: fromRoot('e2e'),
    outputDir: fromRoot('test-results'),
    // Specs import the generated content; our own build must be the one the suite expects.
    globalSetup: fromRoot('test/build-content.ts'),
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    workers: 2,
    reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: fromRoot('playwright-report') }]],
    use: {
      baseURL,
      launchOptions: { ...e2eLaunchOptions, ...offlineBut(baseURL) },
      // Locally a failure keeps its trace (actions, network, console) and a screenshot; DOM snapshots cost a fifth of the
      // suite's CPU. CI keeps only its log, so it records neither: tracing alone costs a tenth of the crawl's time.
      trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
      screenshot: process.env.CI ? 'off' : 'only-on-failure',
    },
    projects: [
      { name: 'chromium', use: devices['Desktop Chrome'], testIgnore: [/no-javascript\.spec\.ts/, /[\\/]e2e[\\/]proof[\\/]/] },
      {
        name: 'no-javascript',
        use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
        testMatch: /no-javascript\.spec\.ts/,
      },
    ],
  }
}
