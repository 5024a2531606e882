import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions, server, siteServer } from '@/test/playwright'

// `npm run bench`; its own file, so no other run builds its servers. Ports: PORT (3300) and the three after it.
const port = Number(process.env.PORT ?? 3300)
export const floorUrl = `http://localhost:${port + 1}`
const standInApi = `http://127.0.0.1:${port + 2}`
export const benchDohPort = port + 3

export default defineConfig({
  testDir: 'bench',
  testMatch: '*.bench.ts',
  // One measurement at a time: another beside it would skew both.
  workers: 1,
  timeout: 40 * 60_000,
  reporter: [['list'], ['./bench/table-reporter.ts']],
  use: { baseURL: `http://localhost:${port}`, launchOptions: chromiumLaunchOptions },
  // Never a server left by an earlier run: the bench measures only what it built and started.
  webServer: [
    server('node bench/stand-in-api.ts', `${standInApi}/v1/metrics/threats`, { PORT: String(port + 2) }),
    // Built against the stand-in API, so its pages behave as in production offline.
    siteServer(
      port,
      {
        NEXT_PUBLIC_API_URL: standInApi,
        NEXT_PUBLIC_STATUSPAGE_URL: `${standInApi}/api/v2/incidents/unresolved.json`,
        LOOKALIKE_DOH_URL: `http://127.0.0.1:${benchDohPort}/dns-query`,
      },
      900_000,
    ),
    // bench/floor: a bare Next page, the framework's floor.
    { ...server(`npx next build bench/floor && npx next start bench/floor --port ${port + 1}`, floorUrl), timeout: 900_000 },
  ].map((webServer) => ({ ...webServer, reuseExistingServer: false })),
})
