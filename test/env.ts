// The suites' ports and test DSN, from the environment: playwright.config.ts and the specs read them here.

/** The site under test: `next start` or the standalone server on PORT (3100). */
export const port = Number(process.env.PORT ?? 3100)

/** The build's Sentry DSN: a stand-in on loopback (test/fake-sentry.ts), which the browser reaches only when a test allows. */
export const fakeSentryPort = Number(process.env.FAKE_SENTRY_PORT ?? 3199)
export const testSentryDsn = `http://public@localhost:${fakeSentryPort}/1`

/** The registered-lookalike check's resolver (test/stand-in-doh.ts). */
export const standInDohPort = Number(process.env.STAND_IN_DOH_PORT ?? 3198)

/** CI's Worker stage (E2E_WORKER=1): the bundle of `npm run build:cloudflare` in workerd, tested as a deployed site. */
export const onWorker = Boolean(process.env.E2E_WORKER)
export const workerURL = `http://localhost:${process.env.WORKER_PORT ?? 8787}`
/** A deployed site to test instead of our build (QA, the Worker): no `next start` of ours, no `@local-only` tests. */
export const liveSite = process.env.E2E_BASE_URL || (onWorker ? workerURL : undefined)
/** Proof fixtures to build with instead of content/proof (`npm run test:e2e:proof`): only e2e/proof/ runs. */
export const proofFixtures = process.env.PLAINGUARD_PROOF_DIR || undefined

/** The deployment checks' own servers (e2e/checks/), on the ports after PORT, so they never meet the suite's. */
export const checkPorts = { image: port + 1, next: port + 2, http: port + 3, https: port + 4, clientProbe: port + 5 }
