// The OpenNext adapter's settings for Cloudflare Workers (`npm run build:cloudflare`; docs/deploy.md, "Cloudflare Workers").
import { defineCloudflareConfig } from '@opennextjs/cloudflare'
import staticAssetsIncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache'

// Pages are prerendered and never revalidated: the Worker serves the HTML `npm run build` wrote, from static assets.
const config = defineCloudflareConfig({ incrementalCache: staticAssetsIncrementalCache })

const cloudflareConfig: typeof config = {
  ...config,
  dangerous: {
    ...config.dangerous,
    // Next's order, the middleware's headers last; the adapter's reverse order stops every page hydrating (docs/deploy.md).
    middlewareHeadersOverrideNextConfigHeaders: true,
  },
}

export default cloudflareConfig
