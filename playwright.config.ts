import { defineConfig } from '@playwright/test'
import { port, testSentryDsn } from '#test/env'
import { e2eConfig, fakeSentry, siteServer, standInDoh } from '#test/playwright'

// The e2e suite on our build (docs/testing.md). The same specs run on fixture proof (e2e/configs/proof.config.ts), and
// on the Worker or a deployed site (e2e/configs/deployed.config.ts): a file each, because Playwright starts every
// webServer of a config.

// localhost, not 127.0.0.1: the adapter takes a middleware rewrite to a host other than the request's for an external one.
const config = e2eConfig(`http://localhost:${port}`)

export default defineConfig({
  ...config,
  globalSetup: [config.globalSetup as string, './e2e/global-setup.ts'],
  webServer: [
    standInDoh,
    fakeSentry,
    siteServer(port, { NEXT_PUBLIC_SENTRY_DSN: testSentryDsn, LOOKALIKE_DOH_URL: standInDoh.url! }),
  ],
})
