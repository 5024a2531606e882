// What the Playwright configs share; they stay apart because Playwright starts every webServer of a config.
import { existsSync } from 'node:fs'
import type { PlaywrightTestConfig } from '@playwright/test'

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>

/** `npx playwright install` cannot download browsers here: the system Chromium when there is one, else Playwright's. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumLaunchOptions = existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}

/** The e2e browser: the headless shell (a tenth of Chromium's CPU a page), fonts hinted as the full browser's. */
const headlessShellPath = '/usr/bin/chromium-headless-shell'
export const e2eLaunchOptions =
  !process.env.CHROMIUM_PATH && existsSync(headlessShellPath)
    ? { executablePath: headlessShellPath, args: ['--font-render-hinting=slight'] }
    : chromiumLaunchOptions

/** A server Playwright starts, with this environment added to its own, unless one already answers (outside CI). */
export const server = (command: string, url: string, env: Record<string, string> = {}): WebServer => ({
  command,
  url,
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
