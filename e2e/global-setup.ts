import { readdirSync } from 'node:fs'
import type { FullConfig } from '@playwright/test'
import { policyOf } from '#scripts/lib/html'
import { testSentryDsn } from '#test/env'

// A reused server not built for this suite (a dev server, another build) would fail dozens of tests: stop, saying why.
export default async function checkServerUnderTest(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('the Playwright config sets no baseURL')
  const policy = policyOf(await (await fetch(baseURL)).text()) ?? ''
  const sentryHost = new URL(testSentryDsn).host
  if (!/script-src 'self' 'sha256-/.test(policy) || !policy.includes(sentryHost)) {
    throw new Error(
      `The server at ${baseURL} was not built for the e2e suite: its home page's Content-Security-Policy ${
        policy ? `does not list inline-script hashes and ${sentryHost}` : 'is missing (a dev server?)'
      }. Stop it and run \`npm run test:e2e\` again: Playwright then builds and starts the site itself, with the test DSN.`,
    )
  }
  // The proof specs need the fixtures' build, the others the shipped content's: only the first has the fixtures' case study.
  const proofFixtures = config.projects.some((project) => project.name === 'proof')
  const fixture = readdirSync('e2e/fixtures/proof/case-studies')[0]!.replace(/\.mdx$/, '')
  const status = (await fetch(new URL(`/case-studies/${fixture}`, baseURL))).status
  if ((status === 200) !== Boolean(proofFixtures)) {
    throw new Error(
      `The server at ${baseURL} was built ${status === 200 ? 'with' : 'without'} the proof fixtures (/case-studies/${fixture} answers ${status}). Stop it and run \`npm run ${
        proofFixtures ? 'test:e2e:proof' : 'test:e2e'
      }\` again: Playwright then builds the site it needs.`,
    )
  }
}
