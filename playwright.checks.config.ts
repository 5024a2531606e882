import { defineConfig } from '@playwright/test'

/**
 * The deployment checks (`npm run compare:dnstwist`, `image-check`, `proxy-check`): each a project of its own,
 * whose fixtures start the servers it needs (e2e/checks/). Apart from the e2e suite, whose webServer builds
 * and starts the site for every project.
 */
export default defineConfig({
  testDir: 'e2e/checks',
  forbidOnly: Boolean(process.env.CI),
  // The servers and external programs a check drives are started once per worker: one file, one worker.
  fullyParallel: false,
  workers: 1,
  // A phase of proxy-check waits out nginx's header and idle timeouts.
  timeout: 120_000,
  reporter: [['list']],
  projects: [
    { name: 'dnstwist', testMatch: 'dnstwist.check.ts' },
    { name: 'image', testMatch: 'image.check.ts' },
    { name: 'proxy', testMatch: 'proxy.check.ts' },
  ],
})
