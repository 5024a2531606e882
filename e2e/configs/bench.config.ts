import { defineConfig } from '@playwright/test'
import { bench } from '#test/env'
import { chromiumLaunchOptions, fromRoot, server, siteServer } from '#test/playwright'

// `npm run bench`; its own file, so no other run builds its servers (ports: test/env.ts).
const standInApi = `http://127.0.0.1:${bench.apiPort}`

export default defineConfig({
  testDir: fromRoot('bench'),
  outputDir: fromRoot('test-results'),
  testMatch: '*.bench.ts',
  // One measurement at a time: another beside it would skew both.
  workers: 1,
  timeout: 40 * 60_000,
  reporter: [['list'], [fromRoot('bench/table-reporter.ts')]],
  use: { baseURL: `http://localhost:${bench.port}`, launchOptions: chromiumLaunchOptions },
  // Never a server left by an earlier run: the bench measures only what it built and started.
  webServer: [
    server('node bench/stand-in-api.ts', `${standInApi}/v1/metrics/threats`, { PORT: String(bench.apiPort) }),
    // Built against the stand-in API, so its pages behave as in production offline.
    siteServer(
      bench.port,
      {
        NEXT_PUBLIC_API_URL: standInApi,
        NEXT_PUBLIC_STATUSPAGE_URL: `${standInApi}/api/v2/incidents/unresolved.json`,
        LOOKALIKE_DOH_URL: `http://127.0.0.1:${bench.dohPort}/dns-query`,
      },
      900_000,
    ),
    // bench/floor: a bare Next page, the framework's floor.
    {
      ...server(`npx next build bench/floor && npx next start bench/floor --port ${bench.floorPort}`, bench.floorUrl),
      timeout: 900_000,
    },
  ].map((webServer) => ({ ...webServer, reuseExistingServer: false })),
})
