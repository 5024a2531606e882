// The OpenNext adapter's settings for Cloudflare Workers (`npm run build:cloudflare`; docs/deploy.md, "Cloudflare Workers").
import { defineCloudflareConfig } from '@opennextjs/cloudflare'
import staticAssetsIncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache'

// Pages are prerendered and never revalidated: the Worker serves the HTML `npm run build` wrote, from static assets.
const config = defineCloudflareConfig({ incrementalCache: staticAssetsIncrementalCache })

const cloudflareConfig: typeof config = {
  ...config,
  dangerous: {
    ...config.dangerous,
    // Next's order, the middleware's headers last, so each page keeps its own policy: in the adapter's order none hydrated.
    middlewareHeadersOverrideNextConfigHeaders: true,
  },
}

export default cloudflareConfig
