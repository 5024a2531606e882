import { defineConfig } from '@playwright/test'
import { fromRoot } from '#test/playwright'

// The deployment checks (`npm run check:dnstwist`, `check:standalone`, `check:proxy`), whose fixtures start what each
// needs (e2e/checks/); their own file so that they never start the e2e suite's servers.
export default defineConfig({
  testDir: fromRoot('e2e/checks'),
  outputDir: fromRoot('test-results'),
  forbidOnly: Boolean(process.env.CI),
  // The servers and programs a check drives are started once per worker: one file, one worker.
  fullyParallel: false,
  workers: 1,
  // check:proxy's TLS 1.2 scan (155 handshakes) took a minute on a busy 2-core machine; one test waits 15 s for nginx.
  timeout: 120_000,
  reporter: [['list']],
  projects: [
    { name: 'dnstwist', testMatch: 'dnstwist.check.ts' },
    { name: 'standalone', testMatch: 'standalone.check.ts' },
    { name: 'proxy', testMatch: 'proxy.check.ts' },
  ],
})
