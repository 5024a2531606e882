import { test as base, expect } from '@playwright/test'

/**
 * The suite never touches the internet: every request to a host other than the site is aborted
 * unless a test mocks it with page.route (page routes take precedence over context routes).
 */
export const test = base.extend({
  context: async ({ context, baseURL }, run) => {
    const siteOrigin = new URL(baseURL!).origin
    await context.route(
      (url) => url.origin !== siteOrigin,
      (route) => route.abort('blockedbyclient'),
    )
    await run(context)
  },
})

export { expect }
