// The OpenNext adapter's settings for Cloudflare Workers (`npm run build:cloudflare`; docs/deploy.md, "Cloudflare Workers").
import { defineCloudflareConfig } from '@opennextjs/cloudflare'
import staticAssetsIncrementalCache from '@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache'

// Every page is prerendered and never revalidated, so the Worker serves the prerendered files,
// read-only, from its static assets: the very HTML `npm run build` wrote (inline styles, each page's
// CSP with its hashes). No KV, R2 or Durable Object, so no account is needed to run it.
const config = defineCloudflareConfig({ incrementalCache: staticAssetsIncrementalCache })

const cloudflareConfig: typeof config = {
  ...config,
  dangerous: {
    ...config.dangerous,
    // Next's own order: next.config's headers first, then the middleware's, which win. The adapter's
    // default is the reverse, and the baseline policy (`script-src 'self'`) would then replace each
    // page's header, which leaves scripts to the page's own policy: no inline script would run, nothing
    // would hydrate (docs/deploy.md, "Cloudflare Workers").
    middlewareHeadersOverrideNextConfigHeaders: true,
  },
}

export default cloudflareConfig
