import { defineConfig } from '@playwright/test'
import { liveSite, workerURL } from '#test/env'
import { e2eConfig, server, standInDoh } from '#test/playwright'

// The e2e specs against a deployed site: E2E_BASE_URL=https://… (QA), or without it the site as a Cloudflare Worker in
// workerd, `npm run build:cloudflare`'s bundle asking the suite's resolver (CI: npm run test:e2e:worker, the @edge
// specs). No @local-only tests; the @stand-in-dns ones only where the site asks our resolver (docs/testing.md).
const onWorker = !liveSite
const baseURL = liveSite ?? workerURL
// The specs' own processes read it (test/env.ts, liveSite): a deployed site, ours or not.
process.env.E2E_BASE_URL = baseURL
const asksStandIn = onWorker || Boolean(process.env.E2E_STAND_IN_DOH)

const workerPreview = server(
  `node scripts/cloudflare.ts preview --var LOOKALIKE_DOH_URL:${standInDoh.url}`,
  `${workerURL}/robots.txt`,
  { PORT: new URL(workerURL).port },
)

export default defineConfig({
  ...e2eConfig(baseURL),
  grepInvert: asksStandIn ? /@local-only/ : /@local-only|@stand-in-dns/,
  // A failure is tried once more and reported as flaky, never hidden.
  retries: 1,
  webServer: [...(asksStandIn ? [standInDoh] : []), ...(onWorker ? [{ ...workerPreview, timeout: 120_000 }] : [])],
})
