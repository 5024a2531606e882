// next.config.mjs validates these (lib/env.ts) and Next inlines each where named in full: no validator ships.
/** The site's public addresses and build: what browser code imports, so the site's copy stays out of its JavaScript. */
export const addresses = {
  url: process.env.NEXT_PUBLIC_SITE_URL!,
  apiUrl: process.env.NEXT_PUBLIC_API_URL!,
  statuspageUrl: process.env.NEXT_PUBLIC_STATUSPAGE_URL!,
  dashboardUrl: process.env.NEXT_PUBLIC_DASHBOARD_URL!,
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  version: process.env.NEXT_PUBLIC_BUILD_VERSION!,
}
