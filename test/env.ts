// The suites' ports and test DSN, from the environment: playwright.config.ts and the specs read them here.

/** The site under test: `next start` or the standalone server on PORT (3100). */
export const port = Number(process.env.PORT ?? 3100)

/** The build's Sentry DSN: a stand-in on loopback (test/fake-sentry.ts), which the browser reaches only when a test allows. */
export const fakeSentryPort = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
export const testSentryDsn = `http://public@localhost:${fakeSentryPort}/1`

/** The registered-lookalike check's resolver (test/stand-in-doh.ts). */
export const standInDohPort = Number(process.env.STAND_IN_DOH_PORT ?? 3198)

/** The Worker's preview (playwright.deployed.config.ts): `npm run build:cloudflare`'s bundle in workerd. */
export const workerURL = `http://localhost:${process.env.WORKER_PORT ?? 8787}`
/** A deployed site under test, the Worker's preview included (playwright.deployed.config.ts): no `@local-only` tests. */
export const liveSite = process.env.E2E_BASE_URL || undefined

/** The deployment checks' own servers (e2e/checks/), on the ports after PORT, so they never meet the suite's. */
export const checkPorts = { standalone: port + 1, next: port + 2, http: port + 3, https: port + 4, clientProbe: port + 5 }
