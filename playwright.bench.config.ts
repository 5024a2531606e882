import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/lib/chromium.mjs'

/**
 * `npm run bench`: the production site beside a bare Next page (bench/floor, the framework's floor), measured
 * in real Chromium and by Lighthouse against the budgets of bench/budgets.ts; bench/table-reporter.ts prints
 * the tables and writes them to bench/results.md. The site's build (.next-bench, never .next) asks a stand-in
 * API on loopback, so its pages behave as in production offline, and its registered-lookalike check asks the
 * resolver that the lookalike bench starts. Ports: PORT (3300) for the site, then the floor, API and resolver.
 */
const port = Number(process.env.PORT ?? 3300)
export const floorUrl = `http://localhost:${port + 1}`
const standInApi = `http://127.0.0.1:${port + 2}`
export const benchDohPort = port + 3
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } as Record<string, string>

export default defineConfig({
  testDir: 'bench',
  testMatch: '*.bench.ts',
  // One measurement at a time: another beside it would skew both.
  workers: 1,
  timeout: 40 * 60_000,
  reporter: [['list'], ['./bench/table-reporter.ts']],
  use: { baseURL: `http://localhost:${port}`, launchOptions: chromiumLaunchOptions },
  webServer: [
    {
      command: 'node bench/stand-in-api.ts',
      url: `${standInApi}/v1/metrics/threats`,
      reuseExistingServer: !process.env.CI,
      env: { ...env, PORT: String(port + 2) },
    },
    {
      command: `npm run build && npm run start -- --port ${port}`,
      url: `http://localhost:${port}`,
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      env: {
        ...env,
        PLAINGUARD_DIST_DIR: '.next-bench',
        NEXT_PUBLIC_API_URL: standInApi,
        NEXT_PUBLIC_STATUSPAGE_URL: `${standInApi}/api/v2/incidents/unresolved.json`,
        LOOKALIKE_DOH_URL: `http://127.0.0.1:${benchDohPort}/dns-query`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx next build bench/floor && npx next start bench/floor --port ${port + 1}`,
      url: floorUrl,
      timeout: 900_000,
      reuseExistingServer: !process.env.CI,
      env,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
