// One rule for which Chromium the e2e suite and the benchmark drive: `npx playwright install` cannot
// download browsers here, so the system Chromium (CHROMIUM_PATH, default Debian's) when there is one,
// else Playwright's own.
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Playwright launch options for that Chromium. */
export const chromiumLaunchOptions = existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}
