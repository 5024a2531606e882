import { defineConfig } from '@playwright/test'
import { liveSite } from '@/test/env'
import { e2eConfig, standInDoh } from '@/test/playwright'

// QA against a deployed site: E2E_BASE_URL=https://… npx playwright test -c playwright.live.config.ts. No build or
// server of ours, no @local-only tests; the @stand-in-dns ones only with E2E_STAND_IN_DOH=1 (docs/testing.md).
if (!liveSite) throw new Error('Set E2E_BASE_URL to the site to test.')
const asksStandIn = Boolean(process.env.E2E_STAND_IN_DOH)

export default defineConfig({
  ...e2eConfig(liveSite),
  grepInvert: asksStandIn ? /@local-only/ : /@local-only|@stand-in-dns/,
  // A failure is tried once more and reported as flaky, never hidden.
  retries: 1,
  webServer: asksStandIn ? [standInDoh] : [],
})
