// The suites' ports and test DSN, from the environment: playwright.config.ts and the specs read them here.

/** The site under test: `next start` or the standalone server on PORT (3100). */
export const port = Number(process.env.PORT ?? 3100)

/** The build's Sentry DSN: a stand-in on loopback (test/fake-sentry.ts). */
export const fakeSentryPort = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
export const testSentryDsn = `http://public@localhost:${fakeSentryPort}/1`

/** The registered-lookalike check's resolver (test/stand-in-doh.ts). */
export const standInDohPort = Number(process.env.STAND_IN_DOH_PORT ?? 3198)

/** The Worker's preview (e2e/configs/deployed.config.ts): `npm run build:cloudflare`'s bundle in workerd. */
export const workerURL = `http://localhost:${process.env.WORKER_PORT ?? 8787}`
/** A deployed site under test, the Worker's preview included (e2e/configs/deployed.config.ts): no `@local-only` tests. */
export const liveSite = process.env.E2E_BASE_URL || undefined

/** The deployment checks' own servers (e2e/checks/), on the ports after PORT, so they never meet the suite's. */
export const checkPorts = { standalone: port + 1, next: port + 2, http: port + 3, https: port + 4, clientProbe: port + 5 }

/** `npm run bench`'s servers (e2e/configs/bench.config.ts): the site on PORT (3300), then the floor, API and resolver. */
const benchPort = Number(process.env.PORT ?? 3300)
export const bench = {
  port: benchPort,
  floorPort: benchPort + 1,
  floorUrl: `http://localhost:${benchPort + 1}`,
  apiPort: benchPort + 2,
  dohPort: benchPort + 3,
}

/** `npm run screenshots`' two builds (e2e/configs/screenshots.config.ts): default content on PORT (3400), proof after it. */
const shotsPort = Number(process.env.PORT ?? 3400)
export const screenshotBuilds = [
  { name: 'default', port: shotsPort, distDir: '.next', env: {} as Record<string, string> },
  { name: 'proof', port: shotsPort + 1, distDir: '.next-proof', env: { PLAINGUARD_PROOF_DIR: 'e2e/fixtures/proof' } },
].map((build) => ({ ...build, url: `http://localhost:${build.port}` }))
