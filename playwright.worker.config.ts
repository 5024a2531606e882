import { defineConfig } from '@playwright/test'
import { workerURL } from '@/test/env'
import { e2eConfig, server, standInDoh } from '@/test/playwright'

// CI's Worker stage: `npm run build:cloudflare`'s bundle in workerd, asking the stand-in resolver, tested as a deployed
// site. Only the @edge specs run: what they check comes from the server.
process.env.E2E_BASE_URL = workerURL
const workerPreview = server(
  `node scripts/cloudflare.ts preview --var LOOKALIKE_DOH_URL:${standInDoh.url}`,
  `${workerURL}/robots.txt`,
  {
    PORT: new URL(workerURL).port,
  },
)

export default defineConfig({
  ...e2eConfig(workerURL),
  grep: /@edge/,
  grepInvert: /@local-only/,
  // As against any deployed site, a failure is tried once more and reported as flaky, never hidden.
  retries: 1,
  webServer: [standInDoh, { ...workerPreview, timeout: 120_000 }],
})
